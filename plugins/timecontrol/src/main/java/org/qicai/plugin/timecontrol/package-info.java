/** QiCai plugin: time controls (xq 6, go 第三条) */
package org.qicai.plugin.timecontrol;
