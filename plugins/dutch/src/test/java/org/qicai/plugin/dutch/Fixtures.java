package org.qicai.plugin.dutch;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.trf.TrfConverter;
import org.qicai.core.trf.TrfGame;
import org.qicai.core.trf.TrfPlayer;
import org.qicai.core.trf.TrfReader;
import org.qicai.core.trf.TrfTournament;

/** The bbpPairings tournaments of ../shared/fixtures/trf, copied to test resources, as round-by-round oracles. */
final class Fixtures {
    static final List<String> DUTCH = List.of("dutch_n20_r7_s101", "dutch_n36_r7_s102", "dutch_n40_r8_s106_pts310",
            "dutch_n48_r9_s103", "dutch_n59_r9_s105_byes", "dutch_n60_r9_s104", "dutch_n100_r9_s1001",
            "dutch_n500_r11_s1002", "dutch_n1000_r9_s1003", "dutch_n2000_r4_s1005");

    private Fixtures() {
    }

    static TrfTournament load(String name) {
        try (InputStream in = Fixtures.class.getResourceAsStream("/trf/" + name + ".trf")) {
            if (in == null) {
                throw new IllegalStateException("missing test resource trf/" + name + ".trf");
            }
            return TrfReader.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Round {@code r} of the file as "white-black" pairs and "bye N". */
    static Set<String> expected(TrfTournament t, int r) {
        Set<String> out = new TreeSet<>();
        for (TrfPlayer p : t.players()) {
            TrfGame g = p.round(r);
            if (g.hasOpponent() && g.colour() == 'w') {
                out.add(p.startNo() + "-" + g.opponent());
            } else if (g.isBye() && (g.result() == 'U' || g.result() == '+')) {
                out.add("bye " + p.startNo());
            }
        }
        return out;
    }

    static Set<String> actual(RoundPlan plan) {
        Set<String> out = new TreeSet<>();
        for (BoardPlan b : plan.boards()) {
            out.add(b.second() == 0 ? "bye " + b.first() : b.first() + "-" + b.second());
        }
        return out;
    }

    static RoundPlan pair(TrfTournament file, int r) throws PairingException {
        TrfTournament cut = file.cutBefore(r);
        PairingRequest req = TrfConverter.pairingRequest(cut);
        if (req.round() != r) {
            throw new IllegalStateException("cut for round " + r + " asks for round " + req.round());
        }
        return new DutchSwiss().pair(req);
    }

    /** The differences of one round, empty when ours equals the file's. */
    static List<String> differences(TrfTournament file, int r) {
        Set<String> want = expected(file, r);
        Set<String> got;
        try {
            got = actual(pair(file, r));
        } catch (PairingException e) {
            return List.of("round " + r + ": " + e.getMessage());
        }
        List<String> out = new ArrayList<>();
        Set<String> missing = new TreeSet<>(want);
        missing.removeAll(got);
        Set<String> extra = new TreeSet<>(got);
        extra.removeAll(want);
        if (!missing.isEmpty() || !extra.isEmpty()) {
            out.add("round " + r + ": bbpPairings has " + missing + ", we have " + extra);
        }
        return out;
    }
}
