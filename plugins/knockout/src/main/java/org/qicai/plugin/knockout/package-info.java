/** QiCai plugin: knockout and groups */
package org.qicai.plugin.knockout;
