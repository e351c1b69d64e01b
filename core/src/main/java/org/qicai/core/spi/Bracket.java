package org.qicai.core.spi;

import java.util.List;
import java.util.Locale;
import org.qicai.core.model.Explanation;

/**
 * 对阵图 — a knockout bracket or a group stage as a pairing system sees it, for the bracket view and
 * printout. Players are start numbers; 0 is an empty slot (a bye, or not known yet).
 *
 * @param title    what the event plays, e.g. "单败淘汰 16 人（三局两胜）"
 * @param groups   the groups of a 分组循环 with their tables, in group order; empty for a knockout
 * @param stages   the knockout stages in playing order (winners' and losers' rounds, finals)
 * @param placings final or provisional places, best first
 * @param notes    lots drawn, walkovers, decisions the arbiter should know about
 *
 * <p>A plugin gives each text in both languages the way it gives a board's reason ({@link Explanation#of}); a front
 * end reads the bracket {@link #in} the language it shows (issue 13 item 4). Players' names are not here: they
 * come from the event.
 */
public record Bracket(String title, List<Group> groups, List<Stage> stages, List<Placing> placings,
                      List<String> notes) {
    public Bracket {
        groups = List.copyOf(groups);
        stages = List.copyOf(stages);
        placings = List.copyOf(placings);
        notes = notes == null ? List.of() : List.copyOf(notes);
    }

    /** Every text of this bracket in the language of {@code locale} (English, else Chinese). */
    public Bracket in(Locale locale) {
        return new Bracket(t(title, locale),
                groups.stream().map(g -> new Group(t(g.name(), locale), g.rows().stream().map(r -> new Row(r.rank(),
                        r.player(), r.points(), t(r.tiebreaks(), locale), r.qualified())).toList())).toList(),
                stages.stream().map(st -> new Stage(t(st.name(), locale), st.matches().stream().map(m -> new Match(
                        t(m.label(), locale), m.first(), m.second(), from(m.from(), locale), m.score(), m.winner(),
                        m.how().isEmpty() ? "" : Explanation.of(Explanation.zh(m.how()), Explanation.in(m.how(), locale)),
                        m.games())).toList())).toList(),
                placings, notes.stream().map(n -> t(n, locale)).toList());
    }

    /** "W1-1胜者 / W1-2胜者": each slot's origin is a text of its own. */
    private static String from(String from, Locale locale) {
        if (!from.contains(" / ")) {
            return t(from, locale);
        }
        String[] two = from.split(" / ", 2);
        return t(two[0], locale) + " / " + t(two[1], locale);
    }

    private static String t(String text, Locale locale) {
        return Explanation.in(text, locale);
    }

    /**
     * One stage: the matches played at the same time (a round of the winners' bracket, of the
     * losers' bracket, a final, or the final round robin).
     *
     * @param name    e.g. "1/4决赛", "败者组第2轮", "决赛阶段 第3轮"
     * @param matches in bracket order
     */
    public record Stage(String name, List<Match> matches) {
        public Stage {
            matches = List.copyOf(matches);
        }
    }

    /**
     * One match (场) between two slots.
     *
     * @param label  the match's name in the bracket, e.g. "W3-2" or "A组 第2轮"
     * @param first  the first slot's player, 0 when empty or not known yet
     * @param second the second slot's player, 0 when empty or not known yet
     * @param from   where the slots come from when not known yet, e.g. "W1-1胜者 / W1-2胜者"; empty otherwise
     * @param score  the match score so far in points of the first and second, e.g. "1½:½"; empty before play
     * @param winner the winner's start number, 0 while undecided (or when nobody advances)
     * @param how    how it was decided: "" for over the board, or 快棋 / 超快棋 / 超快棋决胜局 / 抽签 / 轮空 / 对手退赛; read
     *               it with {@link #howText()} once the bracket is {@link Bracket#in} a language (the Chinese is kept for {@link #bye()})
     * @param games  each game: "R1 #3–#14 1-0" (round, red first, result)
     */
    public record Match(String label, int first, int second, String from, String score, int winner, String how,
                        List<String> games) {
        public Match {
            from = from == null ? "" : from;
            score = score == null ? "" : score;
            how = how == null ? "" : how;
            games = List.copyOf(games);
        }

        public boolean decided() {
            return winner != 0 || Explanation.zh(how).equals("双方出局");
        }

        /** Whether the slot's opponent is a bye (轮空): the match is not played. */
        public boolean bye() {
            return Explanation.zh(how).equals("轮空");
        }

        /** How it was decided, as shown: in the language {@link Bracket#in} chose (Chinese before that). */
        public String howText() {
            return Explanation.en(how);
        }
    }

    /**
     * One group of a 分组循环 with its table in rank order.
     *
     * @param name    e.g. "A组"
     * @param rows    the table
     */
    public record Group(String name, List<Row> rows) {
        public Group {
            rows = List.copyOf(rows);
        }
    }

    /**
     * A row of a group table.
     *
     * @param rank      place in the group (shared places repeat)
     * @param player    start number
     * @param points    points as shown, e.g. "3½"
     * @param tiebreaks the tiebreak values as shown, e.g. "小分 5.25 · 胜局 3"
     * @param qualified whether the player goes on to the final stage
     */
    public record Row(int rank, int player, String points, String tiebreaks, boolean qualified) {
    }

    /**
     * A place and who holds it (several players when it is shared).
     *
     * @param place   e.g. "1", "3", "5–8"
     * @param players start numbers
     */
    public record Placing(String place, List<Integer> players) {
        public Placing {
            players = List.copyOf(players);
        }
    }
}
