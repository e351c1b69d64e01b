package org.qicai.app.print;

/** The reports QiCai prints. */
public enum ReportKind {
    /** 对阵表 */
    PAIRINGS,
    /** 记录纸, one per board */
    SCORESHEETS,
    /** 名次表 */
    STANDINGS,
    /** 成绩交叉表 */
    CROSSTABLE
}
