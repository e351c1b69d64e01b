/** QiCai plugin: Chinese Swiss 积分编排 (附录二) */
package org.qicai.plugin.cnswiss;
