package org.qicai.plugin.xiangqi.board;

/** Why a move is not legal. */
public enum Illegality {
    NO_PIECE("起点没有棋子", "there is no piece on the from-square"),
    OPPONENT_PIECE("不能走对方的棋子", "that piece belongs to the opponent"),
    CAPTURES_OWN("不能吃己方的棋子", "a piece cannot capture its own side's piece"),
    NOT_A_MOVE("该棋子不能这样走", "the piece cannot move that way"),
    KING_LEAVES_PALACE("将帅不能走出九宫", "the king cannot leave the palace"),
    ADVISOR_LEAVES_PALACE("仕士不能走出九宫", "the advisor cannot leave the palace"),
    ELEPHANT_CROSSES_RIVER("相象不能过河", "the elephant cannot cross the river"),
    ELEPHANT_EYE_BLOCKED("塞象眼：象眼有子，相象不能走", "the elephant's eye is blocked"),
    HORSE_LEG_BLOCKED("蹩马腿：马腿有子，马不能走", "the horse's leg is blocked"),
    ROOK_PATH_BLOCKED("车不能越过棋子", "the rook cannot jump over pieces"),
    CANNON_PATH_BLOCKED("炮不吃子时不能越过棋子，吃子时只能隔一子", "the cannon cannot jump over a piece unless capturing over exactly one screen"),
    CANNON_NEEDS_SCREEN("炮吃子须隔一子（炮打隔子）", "the cannon captures only by jumping over exactly one screen"),
    PAWN_BACKWARD("兵卒不能后退", "the pawn cannot move backwards"),
    PAWN_SIDEWAYS_BEFORE_RIVER("兵卒过河前不能横走", "the pawn cannot move sideways before crossing the river"),
    LEAVES_KING_IN_CHECK("走后己方将帅被将（送将或不应将）", "the move leaves one's own king in check"),
    KINGS_FACE("将帅不能对面", "the move leaves the two kings facing each other");

    private final String zh;
    private final String en;

    Illegality(String zh, String en) {
        this.zh = zh;
        this.en = en;
    }

    public String zh() {
        return zh;
    }

    public String en() {
        return en;
    }
}
