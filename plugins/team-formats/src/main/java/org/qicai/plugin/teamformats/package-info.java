/** QiCai plugin: team board formats (xq 12) */
package org.qicai.plugin.teamformats;
