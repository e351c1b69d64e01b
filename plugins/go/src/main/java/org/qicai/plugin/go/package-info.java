/** QiCai plugin: Go discipline */
package org.qicai.plugin.go;
