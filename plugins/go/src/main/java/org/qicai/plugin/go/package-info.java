/** QiCai plugin: the Go (围棋) discipline — 执黑/执白, result words, the 第八–第十二条 penalty catalogue, scoresheet. */
package org.qicai.plugin.go;
