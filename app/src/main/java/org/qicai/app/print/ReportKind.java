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
    CROSSTABLE,
    /** 团体对阵表: one block per match with its boards and colours */
    TEAM_PAIRINGS,
    /** 团体比赛记录表: one sheet per match */
    TEAM_MATCH_SHEETS,
    /** 团体名次表 (15.3–15.5) */
    TEAM_STANDINGS,
    /** 台次成绩: board prizes */
    BOARD_PRIZES,
    /** 判罚记录: the penalty log, chronological, with a signature line */
    PENALTIES,
    /** 对阵图: knockout bracket or group tables with the final */
    BRACKET,
    /** 棋谱: one board's game record with the result and the board's penalties (needs a board) */
    RECORD,
    /** 裁决书: the ruling over one board's record, with the diagram, the cycle and signature lines (needs a board) */
    RULING,
    /** 封棋记录纸 (Go 第五条): one sealed-move sheet per board of a round */
    SEALED_MOVES,
    /** 围棋记录纸续页: a Go record sheet's continuation past move 300, one per board of a round */
    SCORESHEET_CONTINUATION;

    /** Whether the report is of one board ({@code --board}). */
    public boolean needsBoard() {
        return this == RECORD || this == RULING;
    }
}
