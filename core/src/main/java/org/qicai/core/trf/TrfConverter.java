package org.qicai.core.trf;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Side;
import org.qicai.core.scoring.ScoringScheme;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.spi.PairingRequest;

/**
 * Converts between a TRF tournament and the core model. In the model the first player of a board
 * is white (red in xiangqi). Trailing rounds that hold nothing but byes fixed in advance
 * ({@code 0000 - H/F/Z}) are not rounds of the snapshot: those of the next round are the fixed byes
 * of the round to pair ({@link #fixedByes}, {@link #pairingRequest}); all of them are listed by
 * {@link #advanceByes}.
 */
public final class TrfConverter {
    /** Settings option: colour of the first player in round 1, {@code white} or {@code black} (TRF {@code XXC}). */
    public static final String INITIAL_COLOUR = "initial-colour";
    /** Prefix of settings options that keep TRF lines the model has no field for ({@code trf.022} …). */
    public static final String LINE_OPTION_PREFIX = "trf.";
    /** The 092 type bbpPairings writes for the Dutch system of 2025. */
    public static final String DUTCH_2025 = "FIDE_DUTCH_2025";

    private static final Set<String> STRUCTURAL = Set.of(TrfTournament.NAME, TrfTournament.POINT_SYSTEM,
            TrfTournament.TOTAL_ROUNDS, "142", TrfTournament.PLAYER_COUNT);

    private TrfConverter() {
    }

    /** {@link #toSnapshot(TrfTournament, String)} for a xiangqi event. */
    public static EventSnapshot toSnapshot(TrfTournament trf) {
        return toSnapshot(trf, "xiangqi");
    }

    /**
     * The event of the file: players (start number, name, rating, title; federation as unit),
     * rounds with results, and settings with system {@code dutch}, the rounds of {@code XXR} (or
     * the rounds present), the scoring scheme of the {@code 162} line and the initial colour.
     */
    public static EventSnapshot toSnapshot(TrfTournament trf, String discipline) {
        String scoring = scoringId(trf.pointSystem());
        int paired = pairedRounds(trf);
        int rounds = trf.totalRounds().orElse(trf.roundsPresent());
        Map<String, String> options = new TreeMap<>();
        Map<String, List<String>> lines = new LinkedHashMap<>();
        for (TrfHeader h : trf.headers()) {
            if (!STRUCTURAL.contains(h.code())) {
                lines.computeIfAbsent(h.code(), k -> new ArrayList<>()).add(h.value());
            }
        }
        lines.forEach((code, values) -> options.put(LINE_OPTION_PREFIX + code, String.join("\n", values)));
        trf.initialColour().or(trf::inferInitialColour).ifPresent(c -> options.put(INITIAL_COLOUR, c));
        trf.header(TrfTournament.CITY).map(String::strip).filter(s -> !s.isEmpty())
                .ifPresent(v -> options.put(EventSettings.VENUE, v));
        trf.header(TrfTournament.CHIEF_ARBITER).map(String::strip).filter(s -> !s.isEmpty())
                .ifPresent(v -> options.put(EventSettings.CHIEF_ARBITER, v));
        String name = trf.name().isEmpty() ? "TRF" : trf.name();
        EventSettings settings = new EventSettings(name, discipline, "dutch", rounds, scoring, List.of(), "", 0L,
                options);

        List<Player> players = new ArrayList<>();
        for (TrfPlayer p : trf.players()) {
            players.add(new Player(p.startNo(), p.name(), p.federation(), p.rating() > 0 ? p.rating() : null,
                    p.title(), PlayerStatus.ACTIVE, 0));
        }
        TrfPointSystem ps = trf.pointSystem();
        List<Round> roundList = new ArrayList<>();
        for (int r = 1; r <= paired; r++) {
            roundList.add(round(trf, r, ps));
        }
        return new EventSnapshot(settings, players, roundList, List.of());
    }

    /** The number of rounds with pairings: trailing rounds of nothing but byes fixed in advance do not count. */
    public static int pairedRounds(TrfTournament trf) {
        for (int r = trf.roundsPresent(); r >= 1; r--) {
            for (TrfPlayer p : trf.players()) {
                TrfGame g = p.round(r);
                if (!g.isEmpty() && !isAdvanceBye(g)) {
                    return r;
                }
            }
        }
        return 0;
    }

    private static boolean isAdvanceBye(TrfGame g) {
        return g.isBye() && "HFZ".indexOf(g.result()) >= 0;
    }

    /**
     * A bye requested in advance: {@code 0000 - H} (half point), {@code F} (full) or {@code Z} (zero)
     * in a round block beyond the rounds paired.
     */
    public record AdvanceBye(int player, String name, int round, ByeKind kind) {
    }

    /** Every bye requested in advance for a round not paired yet, by round then start number. */
    public static List<AdvanceBye> advanceByes(TrfTournament trf) {
        List<AdvanceBye> out = new ArrayList<>();
        for (int r = pairedRounds(trf) + 1; r <= trf.roundsPresent(); r++) {
            for (TrfPlayer p : trf.players()) {
                TrfGame g = p.round(r);
                if (isAdvanceBye(g)) {
                    out.add(new AdvanceBye(p.startNo(), p.name(), r, ByeKind.fromTrf(g.result())));
                }
            }
        }
        out.sort(Comparator.comparingInt(AdvanceBye::round).thenComparingInt(AdvanceBye::player));
        return out;
    }

    /** The round the next pairing is for. */
    public static int nextRound(TrfTournament trf) {
        return pairedRounds(trf) + 1;
    }

    /** The byes fixed in advance ({@code 0000 - H/F/Z}) for the given round, by start number. */
    public static Map<Integer, ByeKind> fixedByes(TrfTournament trf, int round) {
        Map<Integer, ByeKind> out = new TreeMap<>();
        for (TrfPlayer p : trf.players()) {
            TrfGame g = p.round(round);
            if (isAdvanceBye(g)) {
                out.put(p.startNo(), ByeKind.fromTrf(g.result()));
            }
        }
        return out;
    }

    /** The request to pair the next round of the file: its snapshot, round and fixed byes. */
    public static PairingRequest pairingRequest(TrfTournament trf, String discipline, long seed) {
        int next = nextRound(trf);
        return new PairingRequest(toSnapshot(trf, discipline), next, seed, fixedByes(trf, next));
    }

    public static PairingRequest pairingRequest(TrfTournament trf) {
        return pairingRequest(trf, "xiangqi", 0L);
    }

    private static Round round(TrfTournament trf, int r, TrfPointSystem ps) {
        Map<Integer, Integer> before = new HashMap<>();
        for (TrfPlayer p : trf.players()) {
            before.put(p.startNo(), p.pointsThrough(r - 1, ps));
        }
        Comparator<Integer> better = Comparator.comparingInt((Integer no) -> -before.get(no))
                .thenComparingInt(no -> no);
        List<int[]> games = new ArrayList<>();
        List<Pairing> byes = new ArrayList<>();
        List<Result> results = new ArrayList<>();
        boolean complete = true;
        for (TrfPlayer p : trf.players()) {
            TrfGame g = p.round(r);
            if (g.isBye()) {
                ByeKind kind = switch (g.result()) {
                    case 'U', '+' -> ByeKind.PAIRING;
                    case 'H' -> ByeKind.HALF_POINT;
                    case 'F' -> ByeKind.FULL_POINT;
                    default -> ByeKind.ZERO_POINT;
                };
                byes.add(Pairing.bye(r, 0, p.startNo(), kind));
            } else if (g.hasOpponent() && p.startNo() < g.opponent()) {
                TrfGame h = trf.player(g.opponent()).orElseThrow().round(r);
                boolean pFirst = g.colour() == 'w' || (g.colour() != 'b' && h.colour() != 'w');
                TrfGame first = pFirst ? g : h;
                TrfGame second = pFirst ? h : g;
                Result result = switch (first.result()) {
                    case '1', 'W' -> Result.FIRST_WIN;
                    case '0', 'L' -> Result.SECOND_WIN;
                    case '=', 'D' -> Result.DRAW;
                    case '+' -> Result.FIRST_WIN_FORFEIT;
                    case '-' -> second.result() == '+' ? Result.SECOND_WIN_FORFEIT : Result.DOUBLE_FORFEIT;
                    default -> Result.PENDING;
                };
                complete &= result.isDecided();
                games.add(new int[] {pFirst ? p.startNo() : g.opponent(), pFirst ? g.opponent() : p.startNo()});
                results.add(result);
            }
        }
        // boards: the higher player's score, then the lower player's, then the higher player's start number
        Integer[] order = new Integer[games.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, Comparator.comparing((Integer i) -> key(games.get(i), before, better)));
        List<Pairing> pairings = new ArrayList<>();
        int board = 1;
        for (int i : order) {
            int[] g = games.get(i);
            pairings.add(new Pairing(r, board++, g[0], g[1], results.get(i), null, false, ""));
        }
        byes.sort(Comparator.comparing((Pairing b) -> b.bye() != ByeKind.PAIRING).thenComparingInt(Pairing::first));
        for (Pairing b : byes) {
            pairings.add(Pairing.bye(r, board++, b.first(), b.bye()));
        }
        return new Round(r, complete ? RoundStatus.FINISHED : RoundStatus.PUBLISHED, pairings);
    }

    private static String key(int[] g, Map<Integer, Integer> before, Comparator<Integer> better) {
        int hi = better.compare(g[0], g[1]) <= 0 ? g[0] : g[1];
        int lo = hi == g[0] ? g[1] : g[0];
        return String.format("%08d %08d %05d", 99_999_999 - before.get(hi), 99_999_999 - before.get(lo), hi);
    }

    /** The scoring id of a TRF point system: 1/½/0 is {@code 14.1}, 3/1/0 {@code 3-1-0}, 2/1/0 {@code 2-1-0}. */
    public static String scoringId(TrfPointSystem ps) {
        for (ScoringScheme s : ScoringSchemes.ALL) {
            if (s.drawFirst() == s.drawSecond() && pointSystem(s).equals(ps)) {
                return s.id();
            }
        }
        String system = "W " + TrfPointSystem.format(ps.win()) + " D "
                + TrfPointSystem.format(ps.draw()) + " L " + TrfPointSystem.format(ps.loss()) + " A "
                + TrfPointSystem.format(ps.absent()) + " P " + TrfPointSystem.format(ps.pairingBye());
        throw new TrfException("162：计分办法 " + system + " 不是本软件的任何一种计分办法（14.1、2-1-0、3-1-0）",
                "162: the point system " + system + " is none of the scoring schemes (14.1, 2-1-0, 3-1-0)");
    }

    /** The TRF point system of a scoring scheme; fails when TRF cannot express it (贴分 draws, byes worth other than W/D). */
    public static TrfPointSystem pointSystem(ScoringScheme s) {
        if (s.drawFirst() != s.drawSecond()) {
            throw new TrfException("计分办法 " + s.id() + "：TRF 无法表示双方得分不同的和棋",
                    "scoring " + s.id() + ": TRF cannot express a draw worth different points for each side");
        }
        if (s.forfeitWin() != s.win() || s.fullBye() != s.win() || s.halfBye() != s.draw()
                || s.zeroBye() != s.forfeitLoss()) {
            throw new TrfException("计分办法 " + s.id() + "：TRF 把不战而胜和全分轮空计为胜，半分轮空计为和，"
                    + "零分轮空计为弃权负",
                    "scoring " + s.id() + ": TRF counts a forfeit win and a full-point bye as a win, "
                    + "a half-point bye as a draw and a zero-point bye as a forfeit loss");
        }
        return new TrfPointSystem(tenths(s, s.win()), tenths(s, s.draw()), tenths(s, s.loss()),
                tenths(s, s.forfeitLoss()), tenths(s, s.pairingBye()));
    }

    private static int tenths(ScoringScheme s, int units) {
        if ((units * 10) % s.denominator() != 0) {
            throw new TrfException("计分办法 " + s.id() + "：" + s.format(units) + " 分无法用十分之一分写出",
                    "scoring " + s.id() + ": " + s.format(units) + " points cannot be written in tenths");
        }
        return units * 10 / s.denominator();
    }

    /**
     * The event as TRF16: headers ({@code 012} name, {@code 022} venue, kept {@code trf.*} lines,
     * {@code 062}, {@code 092}, {@code 102}, {@code 162} when not 1/½/0, {@code XXR}, {@code XXC}),
     * one {@code 001} line per player with points computed from the written results and ranks by
     * points then start number.
     */
    public static TrfTournament fromSnapshot(EventSnapshot e) {
        EventSettings s = e.settings();
        TrfPointSystem ps = pointSystem(ScoringSchemes.require(s.scoring()));
        List<TrfHeader> headers = new ArrayList<>();
        headers.add(new TrfHeader(TrfTournament.NAME, s.name()));
        Map<String, String> lines = new TreeMap<>();
        s.options().forEach((k, v) -> {
            if (k.startsWith(LINE_OPTION_PREFIX) && k.length() == LINE_OPTION_PREFIX.length() + 3) {
                lines.put(k.substring(LINE_OPTION_PREFIX.length()), v);
            }
        });
        String venue = s.option(EventSettings.VENUE, "");
        if (!venue.isBlank()) {
            lines.put(TrfTournament.CITY, venue);
        }
        String arbiter = s.option(EventSettings.CHIEF_ARBITER, "");
        if (!arbiter.isBlank()) {
            lines.put(TrfTournament.CHIEF_ARBITER, arbiter);
        }
        lines.put(TrfTournament.PLAYER_COUNT, Integer.toString(e.players().size()));
        if (!lines.containsKey(TrfTournament.TYPE) && s.system().equals("dutch")) {
            lines.put(TrfTournament.TYPE, DUTCH_2025);
        }
        String colour = s.option(INITIAL_COLOUR, "");
        lines.remove(TrfTournament.CONFIGURATION);
        for (Map.Entry<String, String> l : lines.entrySet()) {
            for (String v : l.getValue().split("\n", -1)) {
                headers.add(new TrfHeader(l.getKey(), v));
            }
        }
        if (!ps.isDefault()) {
            headers.add(new TrfHeader(TrfTournament.POINT_SYSTEM, pointSystemText(ps)));
        }
        if (s.rounds() > 0) {
            headers.add(new TrfHeader(TrfTournament.TOTAL_ROUNDS, Integer.toString(s.rounds())));
        }
        if (colour.equals("white") || colour.equals("black")) {
            headers.add(new TrfHeader(TrfTournament.CONFIGURATION, colour + "1"));
        }

        int last = e.lastRound();
        List<TrfPlayer> players = new ArrayList<>();
        for (Player p : e.players()) {
            List<TrfGame> games = new ArrayList<>();
            for (int r = 1; r <= last; r++) {
                games.add(e.round(r).flatMap(round -> round.pairingOf(p.no())).map(x -> game(x, p.no()))
                        .orElse(TrfGame.EMPTY));
            }
            TrfPlayer tp = new TrfPlayer(p.no(), "", p.title().length() <= 3 ? p.title() : "", p.name(),
                    p.rating() == null ? 0 : p.rating(), p.unit().length() <= 3 ? p.unit() : "", "", "", 0, 0,
                    games);
            players.add(tp.withPoints(tp.pointsThrough(last, ps)));
        }
        return new TrfTournament(headers, players).withRanksRecomputed();
    }

    private static TrfGame game(Pairing x, int no) {
        if (x.isBye()) {
            return TrfGame.bye(x.bye().trfCode());
        }
        Side side = x.sideOf(no);
        char colour = side == Side.FIRST ? 'w' : 'b';
        char code = switch (x.result().outcome(side)) {
            case WIN -> '1';
            case DRAW -> '=';
            case LOSS -> '0';
            case FORFEIT_WIN -> '+';
            case FORFEIT_LOSS -> '-';
            default -> ' ';
        };
        return TrfGame.game(x.opponentOf(no), colour, code);
    }

    /** The text after {@code 162}, as bbpPairings writes it: {@code " W 3.0    D 1.0"}. */
    static String pointSystemText(TrfPointSystem ps) {
        StringBuilder sb = new StringBuilder();
        append(sb, 'W', ps.win(), ps.win() != 10);
        append(sb, 'D', ps.draw(), ps.draw() != 5);
        append(sb, 'L', ps.loss(), ps.loss() != 0);
        append(sb, 'A', ps.absent(), ps.absent() != 0);
        append(sb, 'P', ps.pairingBye(), ps.pairingBye() != ps.win());
        return sb.toString();
    }

    private static void append(StringBuilder sb, char code, int tenths, boolean needed) {
        if (!needed) {
            return;
        }
        sb.append(sb.length() == 0 ? " " : "    ").append(code);
        String v = TrfPointSystem.format(tenths);
        sb.append(" ".repeat(Math.max(0, 4 - v.length()))).append(v);
    }
}
