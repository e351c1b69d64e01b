package org.qicai.plugin.xiangqi;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pf4j.Extension;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.PenaltyRule;
import org.qicai.core.spi.PenaltyRule.Effect;
import org.qicai.core.spi.ScoresheetSpec;

/**
 * 象棋 — the xiangqi discipline: 红方 moves first (13.1), result words, the penalty catalogue of
 * xq 9.1, 7.1, 18 and 23.3, and the scoresheet of xq 7 and 10.1 with the 7.5 notation.
 */
@Extension
public final class Xiangqi implements Discipline {

    @Override
    public String id() {
        return "xiangqi";
    }

    @Override
    public List<String> aliases() {
        return List.of("象棋", "中国象棋", "xq", "chinese-chess");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Xiangqi" : "象棋";
    }

    @Override
    public String sideName(Side side, Locale locale) {
        if (Named.isEnglish(locale)) {
            return side == Side.FIRST ? "Red" : "Black";
        }
        return side == Side.FIRST ? "红方" : "黑方";
    }

    @Override
    public String sideShort(Side side, Locale locale) {
        if (Named.isEnglish(locale)) {
            return side == Side.FIRST ? "R" : "B";
        }
        return side == Side.FIRST ? "红" : "黑";
    }

    @Override
    public String csvSideKey(Side side) {
        return side == Side.FIRST ? "red" : "black";
    }

    @Override
    public String resultWord(Result result, Locale locale) {
        boolean en = Named.isEnglish(locale);
        return switch (result) {
            case PENDING -> "";
            case FIRST_WIN -> en ? "Red wins" : "红胜";
            case SECOND_WIN -> en ? "Black wins" : "黑胜";
            case DRAW -> en ? "Draw" : "和棋";
            case FIRST_WIN_FORFEIT -> en ? "Red wins by forfeit" : "红方不战而胜";
            case SECOND_WIN_FORFEIT -> en ? "Black wins by forfeit" : "黑方不战而胜";
            case DOUBLE_FORFEIT -> en ? "Both forfeit" : "双方弃权";
        };
    }

    @Override
    public Optional<Result> parseResultWord(String word) {
        if (word == null) {
            return Optional.empty();
        }
        return switch (word.strip().toLowerCase(Locale.ROOT)) {
            case "红胜", "红方胜", "红", "red", "red wins" -> Optional.of(Result.FIRST_WIN);
            case "黑胜", "黑方胜", "黑", "black", "black wins" -> Optional.of(Result.SECOND_WIN);
            case "和", "和棋", "和局", "draw" -> Optional.of(Result.DRAW);
            case "红不战胜", "红方不战而胜", "黑弃权", "黑方弃权" -> Optional.of(Result.FIRST_WIN_FORFEIT);
            case "黑不战胜", "黑方不战而胜", "红弃权", "红方弃权" -> Optional.of(Result.SECOND_WIN_FORFEIT);
            case "双方弃权", "双弃权" -> Optional.of(Result.DOUBLE_FORFEIT);
            default -> Optional.empty();
        };
    }

    /**
     * The catalogue: the fouls of 9.1 (with 7.1 for unrecorded moves), 23.3, the penalty powers of 18, the
     * loss of 4.1.10 (and 7.4), and the four penalties of xq2020 第18条 (unnumbered there; numbered here in
     * the order listed, [ours]). Consequences: a 23.3/9.1.4 false claim also takes 5 minutes from the
     * claimant's clock; 18.2 and 4.1.10 lose the game; 18.3 is treated as withdrawal; the third foul in one
     * game loses it ({@link #penaltyLimits()}, 4.1.8).
     */
    @Override
    public List<PenaltyRule> penaltyCatalogue() {
        return List.of(
                foul("9.1.1", "在对方走棋时间内无故提问或干扰对方", "disturbing the opponent in his time"),
                foul("9.1.2", "对局中擅停、擅开棋钟", "stopping or starting the clock without cause"),
                foul("9.1.3", "提议作和经对方拒绝后连续提出", "repeating a draw offer after it was refused"),
                new PenaltyRule("9.1.4", PenaltyKind.FOUL, "提出自然限着和棋，经审核不属实（并加计5分钟，23.3）",
                        "false natural-move-limit claim (and 5 minutes, 23.3)", Effect.NONE, 300, "23.3"),
                foul("9.1.5", "摸触了己方不可能走动的棋子", "touching an own piece that cannot move"),
                foul("9.1.6", "摸触了对方的棋子，而己方任何棋子都无法吃掉它",
                        "touching an opponent's piece that none of one's pieces can capture"),
                foul("9.1.7", "连续漏记着数超过规定（每连续漏记4着犯规一次，7.1）",
                        "unrecorded moves (every 4 in a row is one foul, 7.1)"),
                foul("7.1", "每连续漏记4着，判犯规一次", "4 consecutive unrecorded moves: one foul"),
                foul("9.1.8", "违反棋手须知中的有关规定，情节尚不严重", "minor breach of the players' rules (8.x)"),
                new PenaltyRule("23.3", PenaltyKind.FOUL, "自然限着和棋申请经停钟审核不属实：犯规一次，并在其棋钟上加计5分钟",
                        "natural-move-limit claim found false: a foul and 5 minutes added to the claimant's clock",
                        Effect.NONE, 300, "23.3"),
                new PenaltyRule("18.1", PenaltyKind.WARNING, "警告（监局裁判）", "warning (board arbiter)"),
                new PenaltyRule("18.2", PenaltyKind.DISQUALIFICATION, "取消当场比赛资格（裁判长），该局判负",
                        "disqualification from the game (chief arbiter): the game is lost", Effect.GAME_LOST, 0, "18.2"),
                new PenaltyRule("18.3", PenaltyKind.EXPULSION, "除名（竞赛组织机构），按退出处理",
                        "expulsion (organisers), treated as withdrawal", Effect.WITHDRAWAL, 0, "18.3"),
                new PenaltyRule("4.1.10", PenaltyKind.GAME_LOSS, "在对局中拒绝遵守本规则或严重违反纪律，判负",
                        "refusing the rules or serious misconduct in the game: the game is lost", Effect.GAME_LOST, 0,
                        "4.1.10"),
                new PenaltyRule("7.4", PenaltyKind.GAME_LOSS, "拒绝执行记录规定（7.1–7.3），引用4.1.10判负",
                        "refusing to keep the score (7.1–7.3): lost under 4.1.10", Effect.GAME_LOST, 0, "4.1.10"),
                new PenaltyRule("xq2020-18.1", PenaltyKind.WARNING, "警告（2020版第18条）", "warning (xq2020 §18)"),
                new PenaltyRule("xq2020-18.2", PenaltyKind.MOVES_CANCELLED, "取消步数（2020版第18条）",
                        "moves cancelled (xq2020 §18)"),
                new PenaltyRule("xq2020-18.3", PenaltyKind.TIME_PENALTY, "罚停时钟：按裁判给定的时间从其棋钟上扣除（2020版第18条）",
                        "clock penalty: the time the arbiter gives is taken from the player's clock (xq2020 §18)",
                        Effect.NONE, -1, "xq2020 18"),
                new PenaltyRule("xq2020-18.4", PenaltyKind.DISQUALIFICATION, "取消比赛资格（2020版第18条），该局判负；除名另按18.3",
                        "disqualification (xq2020 §18): the game is lost; expulsion is 18.3", Effect.GAME_LOST, 0,
                        "xq2020 18"));
    }

    private static PenaltyRule foul(String clause, String zh, String en) {
        return new PenaltyRule(clause, PenaltyKind.FOUL, zh, en);
    }

    /** 4.1.8: three fouls in one game lose it. */
    @Override
    public List<PenaltyRule.Limit> penaltyLimits() {
        return List.of(new PenaltyRule.Limit(PenaltyKind.FOUL, 3, "4.1.8"));
    }

    @Override
    public Optional<Side> parseSide(String word) {
        if (word == null) {
            return Optional.empty();
        }
        return switch (word.strip().toLowerCase(Locale.ROOT)) {
            case "red", "r", "first", "红", "红方", "执红" -> Optional.of(Side.FIRST);
            case "black", "b", "second", "黑", "黑方", "执黑" -> Optional.of(Side.SECOND);
            default -> Optional.empty();
        };
    }

    @Override
    public ScoresheetSpec scoresheet(Locale locale) {
        boolean en = Named.isEnglish(locale);
        return new ScoresheetSpec(en ? "Xiangqi scoresheet" : "象棋比赛记录纸", en ? "Move" : "回合", en ? "Red" : "红方",
                en ? "Black" : "黑方", 60, Notation.legend(locale));
    }
}
