package org.qicai.plugin.knockout;

import java.util.ArrayList;
import java.util.List;

/**
 * The matches of a knockout and where their two slots come from: a seed, a player, the winner or
 * loser of an earlier match, or nobody (a bye). Built once from the number of players for a seeded
 * bracket; a lot draw (000 分组抽签规则) adds one stage at a time as the previous one ends.
 *
 * <p>Seeded bracket: P = the next power of two, seeds placed in the standard order (1 v P,
 * P/2 v P/2+1 …: for 16, 1 v 16, 8 v 9, 4 v 13, 5 v 12, 2 v 15, 7 v 10, 3 v 14, 6 v 11), so the
 * P − N byes fall to the top seeds and seeds 1 and 2 can only meet in the final.
 *
 * <p>Double elimination [ours, the common format]: a winners' bracket as above; its round-1 losers
 * meet in the losers' bracket, whose later rounds alternate between taking in the losers of the
 * next winners' round (in reversed order every other time, to avoid early rematches) and halving;
 * the winners' champion meets the losers' champion in the grand final, replayed once when the
 * losers' champion wins it (option).
 */
final class Draw {
    enum Kind { SEED, PLAYER, WINNER, LOSER, EMPTY }

    record Slot(Kind kind, int ref) {
        static final Slot EMPTY = new Slot(Kind.EMPTY, 0);

        static Slot seed(int s) {
            return new Slot(Kind.SEED, s);
        }

        static Slot player(int no) {
            return new Slot(Kind.PLAYER, no);
        }

        static Slot winner(int id) {
            return new Slot(Kind.WINNER, id);
        }

        static Slot loser(int id) {
            return new Slot(Kind.LOSER, id);
        }
    }

    /**
     * One match of the draw.
     *
     * @param stage     when it is played: matches of one stage are paired in the same rounds
     * @param stageName e.g. 1/4决赛, 败者组第2轮
     * @param label     e.g. W2-1
     * @param aRedFirst the first slot has red in game 1 (a red card of the lot draw); null: 猜先
     * @param role      FINAL, THIRD, GRAND_FINAL, RESET or NONE
     */
    record Def(int id, int stage, String stageName, String label, Slot a, Slot b, Boolean aRedFirst, Role role) {
    }

    enum Role { NONE, FINAL, THIRD, GRAND_FINAL, RESET }

    final List<Def> defs = new ArrayList<>();
    /** A lot draw: the state appends each stage when the previous one is over. */
    final boolean byLot;

    private Draw(boolean byLot) {
        this.byLot = byLot;
    }

    static Draw lot() {
        return new Draw(true);
    }

    /** The standard seed order of a bracket of p (a power of two): 1, p, p/2, p/2+1 … */
    static int[] order(int p) {
        int[] o = {1};
        while (o.length < p) {
            int m = o.length * 2;
            int[] n = new int[m];
            for (int i = 0; i < o.length; i++) {
                n[2 * i] = o[i];
                n[2 * i + 1] = m + 1 - o[i];
            }
            o = n;
        }
        return o;
    }

    static int bracketSize(int n) {
        int p = 2;
        while (p < n) {
            p *= 2;
        }
        return p;
    }

    /**
     * A stage's name in English, for the English window and {@code --lang en}: 决赛 final, 1/4决赛 quarter-final,
     * 败者组第2轮 losers' round 2 …; a name it does not know is returned as it is.
     */
    static String stageNameEn(String zh) {
        java.util.regex.Matcher round = java.util.regex.Pattern.compile("(胜者组|败者组)?第(\\d+)轮").matcher(zh);
        if (round.matches()) {
            String bracket = round.group(1) == null ? "" : round.group(1).equals("胜者组") ? "winners' " : "losers' ";
            return bracket + "round " + round.group(2);
        }
        return switch (zh) {
            case "决赛" -> "final";
            case "半决赛" -> "semi-final";
            case "1/4决赛" -> "quarter-final";
            case "1/8决赛" -> "round of 16";
            case "1/16决赛" -> "round of 32";
            case "1/32决赛" -> "round of 64";
            case "三四名决赛" -> "third-place match";
            case "胜者组决赛" -> "winners' final";
            case "败者组决赛" -> "losers' final";
            case "总决赛" -> "grand final";
            case "总决赛第二场" -> "grand final, second match";
            default -> zh;
        };
    }

    /** The usual name of a knockout round with {@code matches} matches. */
    static String roundName(int matches, int round) {
        return switch (matches) {
            case 1 -> "决赛";
            case 2 -> "半决赛";
            case 4 -> "1/4决赛";
            case 8 -> "1/8决赛";
            case 16 -> "1/16决赛";
            case 32 -> "1/32决赛";
            default -> "第" + round + "轮";
        };
    }

    private int add(int stage, String stageName, String label, Slot a, Slot b, Boolean aRed, Role role) {
        int id = defs.size();
        defs.add(new Def(id, stage, stageName, label, a, b, aRed, role));
        return id;
    }

    private static Slot seedOrBye(int seed, int n) {
        return seed <= n ? Slot.seed(seed) : Slot.EMPTY;
    }

    /** Single elimination of n seeded players. */
    static Draw single(int n, boolean thirdPlace) {
        Draw d = new Draw(false);
        int p = bracketSize(n);
        int[] order = order(p);
        List<Integer> prev = new ArrayList<>();
        for (int i = 0; i < p / 2; i++) {
            int c = p / 2;
            prev.add(d.add(1, roundName(c, 1), "1-" + (i + 1), seedOrBye(order[2 * i], n), seedOrBye(order[2 * i + 1], n),
                    null, c == 1 ? Role.FINAL : Role.NONE));
        }
        int round = 1;
        while (prev.size() > 1) {
            round++;
            List<Integer> cur = new ArrayList<>();
            int c = prev.size() / 2;
            for (int i = 0; i < c; i++) {
                cur.add(d.add(round, roundName(c, round), round + "-" + (i + 1), Slot.winner(prev.get(2 * i)),
                        Slot.winner(prev.get(2 * i + 1)), null, c == 1 ? Role.FINAL : Role.NONE));
            }
            if (c == 1 && thirdPlace) {
                d.add(round, "三四名决赛", "3rd", Slot.loser(prev.get(0)), Slot.loser(prev.get(1)), null, Role.THIRD);
            }
            prev = cur;
        }
        return d;
    }

    /** Double elimination of n seeded players. */
    static Draw doubleElimination(int n, boolean reset) {
        Draw d = new Draw(false);
        int p = bracketSize(n);
        int k = Integer.numberOfTrailingZeros(p);
        int[] order = order(p);
        List<List<Integer>> w = new ArrayList<>();
        List<Integer> r1 = new ArrayList<>();
        for (int i = 0; i < p / 2; i++) {
            r1.add(d.add(1, "胜者组" + (k == 1 ? "决赛" : "第1轮"), "W1-" + (i + 1), seedOrBye(order[2 * i], n),
                    seedOrBye(order[2 * i + 1], n), null, Role.NONE));
        }
        w.add(r1);
        for (int j = 2; j <= k; j++) {
            List<Integer> prev = w.get(j - 2);
            List<Integer> cur = new ArrayList<>();
            for (int i = 0; i < prev.size() / 2; i++) {
                cur.add(d.add(j, "胜者组" + (j == k ? "决赛" : "第" + j + "轮"), "W" + j + "-" + (i + 1),
                        Slot.winner(prev.get(2 * i)), Slot.winner(prev.get(2 * i + 1)), null, Role.NONE));
            }
            w.add(cur);
        }
        Slot lbChampion;
        if (k == 1) {
            lbChampion = Slot.loser(w.get(0).get(0));
        } else {
            int lbRounds = 2 * (k - 1);
            List<Integer> prev = new ArrayList<>();
            for (int i = 0; i < p / 4; i++) {
                prev.add(d.add(2, lbName(1, lbRounds), "L1-" + (i + 1), Slot.loser(w.get(0).get(2 * i)),
                        Slot.loser(w.get(0).get(2 * i + 1)), null, Role.NONE));
            }
            for (int j = 2; j <= k; j++) {
                // drop-in round: the losers' survivors meet the losers of winners' round j
                int m = 2 * j - 2;
                List<Integer> losers = w.get(j - 1);
                List<Integer> cur = new ArrayList<>();
                for (int i = 0; i < prev.size(); i++) {
                    int from = j % 2 == 0 ? losers.size() - 1 - i : i;
                    cur.add(d.add(m + 1, lbName(m, lbRounds), "L" + m + "-" + (i + 1), Slot.winner(prev.get(i)),
                            Slot.loser(losers.get(from)), null, Role.NONE));
                }
                prev = cur;
                if (j < k) {
                    // halving round
                    List<Integer> half = new ArrayList<>();
                    for (int i = 0; i < prev.size() / 2; i++) {
                        half.add(d.add(m + 2, lbName(m + 1, lbRounds), "L" + (m + 1) + "-" + (i + 1),
                                Slot.winner(prev.get(2 * i)), Slot.winner(prev.get(2 * i + 1)), null, Role.NONE));
                    }
                    prev = half;
                }
            }
            lbChampion = Slot.winner(prev.get(0));
        }
        int gfStage = k == 1 ? 2 : 2 * k;
        int gf = d.add(gfStage, "总决赛", "GF", Slot.winner(w.get(k - 1).get(0)), lbChampion, null, Role.GRAND_FINAL);
        if (reset) {
            d.add(gfStage + 1, "总决赛第二场", "GF2", Slot.winner(gf), Slot.loser(gf), null, Role.RESET);
        }
        return d;
    }

    private static String lbName(int m, int rounds) {
        return m == rounds ? "败者组决赛" : "败者组第" + m + "轮";
    }

    /**
     * One stage of a lot draw (000 分组抽签规则): the players draw from two sets of cards 1…m, one
     * red and one black, plus a K when their number is odd; equal numbers meet, the red card plays
     * red, the K is the bye.
     */
    List<String> addLotStage(int stage, List<Integer> players, long seed) {
        List<String> cards = new ArrayList<>();
        int m = players.size() / 2;
        for (int i = 1; i <= m; i++) {
            cards.add("红" + i);
            cards.add("黑" + i);
        }
        if (players.size() % 2 == 1) {
            cards.add("K");
        }
        Lots.shuffle(cards, seed, "lot-draw/" + stage);
        int[] red = new int[m + 1];
        int[] black = new int[m + 1];
        int k = 0;
        List<String> drawn = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            String c = cards.get(i);
            int no = players.get(i);
            drawn.add("#" + no + " " + c);
            if (c.equals("K")) {
                k = no;
            } else if (c.startsWith("红")) {
                red[Integer.parseInt(c.substring(1))] = no;
            } else {
                black[Integer.parseInt(c.substring(1))] = no;
            }
        }
        int remaining = players.size();
        String name = remaining == 2 ? "决赛" : remaining <= 4 ? "半决赛" : "第" + stage + "轮";
        for (int i = 1; i <= m; i++) {
            add(stage, name, stage + "-" + i, Slot.player(red[i]), Slot.player(black[i]), true,
                    remaining == 2 ? Role.FINAL : Role.NONE);
        }
        if (k != 0) {
            add(stage, name, stage + "-K", Slot.player(k), Slot.EMPTY, null, Role.NONE);
        }
        return drawn;
    }

    int lastStage() {
        return defs.isEmpty() ? 0 : defs.get(defs.size() - 1).stage();
    }
}
