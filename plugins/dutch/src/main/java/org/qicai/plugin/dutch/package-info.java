/** FIDE Dutch Swiss system (C.04.3). */
package org.qicai.plugin.dutch;
