package org.qicai.plugin.go;

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
 * 围棋 — the Go discipline (004 围棋竞赛规则): 执黑 moves first (第一条 先后手 by lot or 猜先), 执白 second;
 * result words (黑胜, 白胜, and the SGF-style {@code B+R}, {@code W+3.5}); the penalty catalogue of
 * 第八–第十二条 with its consequences; and the scoresheet.
 */
@Extension
public final class Go implements Discipline {

    @Override
    public String id() {
        return "go";
    }

    @Override
    public List<String> aliases() {
        return List.of("围棋", "weiqi", "baduk", "igo");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Go" : "围棋";
    }

    @Override
    public String sideName(Side side, Locale locale) {
        if (Named.isEnglish(locale)) {
            return side == Side.FIRST ? "Black" : "White";
        }
        return side == Side.FIRST ? "执黑" : "执白";
    }

    @Override
    public String sideShort(Side side, Locale locale) {
        if (Named.isEnglish(locale)) {
            return side == Side.FIRST ? "B" : "W";
        }
        return side == Side.FIRST ? "黑" : "白";
    }

    /**
     * {@code first}/{@code second} (issue 2: a Go event's round CSV is {@code board,first_no,first_name,second_no,
     * second_name,result}); first is the player who moves first, 执黑. The side names stay 执黑/执白 for people, and
     * {@link #parseSide} still reads black/white.
     */
    @Override
    public String csvSideKey(Side side) {
        return side == Side.FIRST ? "first" : "second";
    }

    @Override
    public String resultWord(Result result, Locale locale) {
        boolean en = Named.isEnglish(locale);
        return switch (result) {
            case PENDING -> "";
            case FIRST_WIN -> en ? "Black wins" : "黑胜";
            case SECOND_WIN -> en ? "White wins" : "白胜";
            case DRAW -> en ? "Draw (jigo)" : "和棋";
            case FIRST_WIN_FORFEIT -> en ? "Black wins by forfeit" : "黑方不战而胜";
            case SECOND_WIN_FORFEIT -> en ? "White wins by forfeit" : "白方不战而胜";
            case DOUBLE_FORFEIT -> en ? "Both forfeit" : "双方弃权";
        };
    }

    @Override
    public Optional<Result> parseResultWord(String word) {
        if (word == null) {
            return Optional.empty();
        }
        String w = word.strip().toLowerCase(Locale.ROOT).replace(" ", "");
        Optional<Result> exact = switch (w) {
            case "黑胜", "黑方胜", "黑", "black", "blackwins", "黑中盘胜" -> Optional.of(Result.FIRST_WIN);
            case "白胜", "白方胜", "白", "white", "whitewins", "白中盘胜" -> Optional.of(Result.SECOND_WIN);
            case "和", "和棋", "和局", "draw", "jigo", "0", "持棋" -> Optional.of(Result.DRAW);
            case "黑不战胜", "黑方不战而胜", "白弃权", "白方弃权" -> Optional.of(Result.FIRST_WIN_FORFEIT);
            case "白不战胜", "白方不战而胜", "黑弃权", "黑方弃权" -> Optional.of(Result.SECOND_WIN_FORFEIT);
            case "双方弃权", "双弃权" -> Optional.of(Result.DOUBLE_FORFEIT);
            default -> Optional.empty();
        };
        if (exact.isPresent()) {
            return exact;
        }
        // SGF RE values: B+R, W+T, B+3.5, B+F …; Chinese 黑胜1/4子, 白胜3又3/4子
        if (w.matches("b\\+[0-9a-z.]*")) {
            return Optional.of(w.equals("b+f") || w.equals("b+forfeit") ? Result.FIRST_WIN_FORFEIT : Result.FIRST_WIN);
        }
        if (w.matches("w\\+[0-9a-z.]*")) {
            return Optional.of(w.equals("w+f") || w.equals("w+forfeit") ? Result.SECOND_WIN_FORFEIT : Result.SECOND_WIN);
        }
        if (w.startsWith("黑胜")) {
            return Optional.of(Result.FIRST_WIN);
        }
        if (w.startsWith("白胜")) {
            return Optional.of(Result.SECOND_WIN);
        }
        return Optional.empty();
    }

    /**
     * 第八–第十二条. Playing twice in a row (8.1), deliberately moving stones (8.3) and scattering the
     * board (8.4) lose the game; lifting a placed stone (8.2) and removing a live stone (9) are warnings;
     * a forbidden point (10) and an immediate ko retake (11.1) make the move void and lose the turn; the
     * second warning in one game loses it ({@link #penaltyLimits()}, 12.2).
     */
    @Override
    public List<PenaltyRule> penaltyCatalogue() {
        return List.of(
                new PenaltyRule("go 8.1", PenaltyKind.GAME_LOSS, "一方未弃权而另一方连走二步，判连走者负",
                        "playing two moves in a row: the game is lost", Effect.GAME_LOST, 0, "go 8.1"),
                new PenaltyRule("go 8.2", PenaltyKind.WARNING, "棋子下完后又拿起下在别处：放回原处，警告一次",
                        "lifting a placed stone to play elsewhere: stone put back, a warning"),
                new PenaltyRule("go 8.3", PenaltyKind.GAME_LOSS, "故意移动已下之子，判移子者负（裁判长裁定）",
                        "deliberately moving a placed stone: the game is lost (chief arbiter)", Effect.GAME_LOST, 0,
                        "go 8.3"),
                new PenaltyRule("go 8.4", PenaltyKind.GAME_LOSS, "故意散乱棋局，或无意散乱而不能复盘，判散乱者负",
                        "scattering the stones deliberately, or by accident when the position cannot be rebuilt: the game "
                                + "is lost", Effect.GAME_LOST, 0, "go 8.4"),
                new PenaltyRule("go 9", PenaltyKind.WARNING, "误将对方有气之子提取：放回原处，警告一次",
                        "removing a live stone by mistake: stone put back, a warning"),
                new PenaltyRule("go 10", PenaltyKind.MOVES_CANCELLED, "下子在禁着点上：着手无效，弃权一次",
                        "a stone on a forbidden point: the move is void and the turn lost", Effect.MOVE_VOID, 0, "go 10"),
                new PenaltyRule("go 11.1", PenaltyKind.MOVES_CANCELLED, "劫争马上回提：着手无效，弃权一次",
                        "retaking a ko at once: the move is void and the turn lost", Effect.MOVE_VOID, 0, "go 11.1"),
                new PenaltyRule("go 12.1", PenaltyKind.WARNING, "裁判法未包括的犯规：裁判员据总则或规程精神判警告",
                        "another offence the rules do not list: a warning by the spirit of the rules"));
    }

    /** 第十二条二: the second warning in one game loses it. */
    @Override
    public List<PenaltyRule.Limit> penaltyLimits() {
        return List.of(new PenaltyRule.Limit(PenaltyKind.WARNING, 2, "go 12.2"));
    }

    /** black/white, 黑/白, 执黑/执白, first/second; {@code red} is read as the first mover (black). */
    @Override
    public Optional<Side> parseSide(String word) {
        if (word == null) {
            return Optional.empty();
        }
        return switch (word.strip().toLowerCase(Locale.ROOT)) {
            case "black", "b", "first", "red", "黑", "黑方", "执黑" -> Optional.of(Side.FIRST);
            case "white", "w", "second", "白", "白方", "执白" -> Optional.of(Side.SECOND);
            default -> Optional.empty();
        };
    }

    @Override
    public ScoresheetSpec scoresheet(Locale locale) {
        boolean en = Named.isEnglish(locale);
        List<String> legend = en
                ? List.of("Record each move by its point: columns A–T (no I) from the left, rows 1–19 from the bottom, e.g. Q16; "
                        + "a pass as PASS.", "Two warnings in one game lose it (go 12.2); black gives 3¾ stones (go 2).")
                : List.of("记录方式：横线自左向右A–T（不用I），纵线自下而上1–19，如 Q16；虚手记 PASS。续页另附。",
                        "一局中被判警告满二次者判负（第十二条）；黑方贴三又四分之三子（第二条）。");
        return new ScoresheetSpec(en ? "Go scoresheet" : "围棋比赛记录纸", en ? "Move" : "手数", en ? "Black" : "执黑",
                en ? "White" : "执白", 60, legend);
    }
}
