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

    @Override
    public List<PenaltyRule> penaltyCatalogue() {
        return List.of(
                new PenaltyRule("9.1.1", PenaltyKind.FOUL, "在对方走棋时间内无故提问或干扰对方", "disturbing the opponent"),
                new PenaltyRule("9.1.2", PenaltyKind.FOUL, "擅停、擅开棋钟", "stopping or starting the clock without cause"),
                new PenaltyRule("9.1.3", PenaltyKind.FOUL, "提议作和被拒绝后连续提出", "repeating a refused draw offer"),
                new PenaltyRule("9.1.4", PenaltyKind.FOUL, "提出自然限着和棋经审核不属实", "false natural-move-limit claim"),
                new PenaltyRule("9.1.5", PenaltyKind.FOUL, "摸触己方不可能走动的棋子", "touching an own piece that cannot move"),
                new PenaltyRule("9.1.6", PenaltyKind.FOUL, "摸触对方无法吃掉的棋子", "touching an opponent's piece that cannot be captured"),
                new PenaltyRule("9.1.7", PenaltyKind.FOUL, "连续漏记着数超过规定（每连续漏记4着犯规一次，7.1）",
                        "unrecorded moves (every 4 in a row is one foul, 7.1)"),
                new PenaltyRule("9.1.8", PenaltyKind.FOUL, "违反棋手须知，情节尚不严重", "minor breach of the players' rules (8.x)"),
                new PenaltyRule("23.3", PenaltyKind.FOUL, "自然限着和棋申请不属实：犯规一次并加计5分钟",
                        "false move-limit claim: a foul and 5 minutes"),
                new PenaltyRule("18.1", PenaltyKind.WARNING, "警告（监局裁判）", "warning (board arbiter)"),
                new PenaltyRule("18.2", PenaltyKind.DISQUALIFICATION, "取消当场比赛资格（裁判长）",
                        "disqualification from the game (chief arbiter)"),
                new PenaltyRule("18.3", PenaltyKind.EXPULSION, "除名（竞赛组织机构），按退出处理",
                        "expulsion (organisers), treated as withdrawal"),
                new PenaltyRule("4.1.10", PenaltyKind.GAME_LOSS, "拒绝遵守规则或严重违反纪律，判负",
                        "refusing the rules or serious misconduct: game lost"),
                new PenaltyRule("xq2020 撤销着法", PenaltyKind.MOVES_CANCELLED, "撤销着法", "moves cancelled"),
                new PenaltyRule("xq2020 时间处罚", PenaltyKind.TIME_PENALTY, "时间处罚", "clock penalty"));
    }

    @Override
    public ScoresheetSpec scoresheet(Locale locale) {
        boolean en = Named.isEnglish(locale);
        return new ScoresheetSpec(en ? "Xiangqi scoresheet" : "象棋比赛记录纸", en ? "Move" : "回合", en ? "Red" : "红方",
                en ? "Black" : "黑方", 60, Notation.legend(locale));
    }
}
