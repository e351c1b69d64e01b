package org.qicai.plugin.go.mcmahon;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.qicai.core.io.opengotha.OgReader;
import org.qicai.core.io.opengotha.OgSnapshots;
import org.qicai.core.io.opengotha.OgTournament;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.RoundPlan;
import org.qicai.plugin.go.GoSwiss;
import org.qicai.plugin.go.McMahon;

/** The OpenGotha tournaments of ../shared/fixtures/opengotha (copied to test resources) as round-by-round oracles. */
final class OgFixtures {

    private OgFixtures() {
    }

    static OgTournament load(String name) {
        try (InputStream in = OgFixtures.class.getResourceAsStream("/opengotha/" + name + ".xml")) {
            if (in == null) {
                throw new IllegalStateException("missing test resource opengotha/" + name + ".xml");
            }
            return OgReader.read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Round {@code r} as OpenGotha paired it: "WHITE BLACK HANDICAP" per game, "- KEY 0" for the bye. */
    static Set<String> expected(OgTournament t, int r) {
        Set<String> out = new TreeSet<>();
        for (OgTournament.Game g : t.games(r)) {
            out.add(g.white() + " " + g.black() + " " + g.handicap());
        }
        String bye = t.byes().get(r);
        if (bye != null) {
            out.add("- " + bye + " 0");
        }
        return out;
    }

    static RoundPlan pair(OgTournament t, int r) throws PairingException {
        EventSnapshot snap = OgSnapshots.before(t, r);
        McMahon system = "mcmahon".equals(snap.settings().system()) ? new McMahon() : new GoSwiss();
        return system.pair(new PairingRequest(snap, r, 0L));
    }

    /** Our plan in the same words as {@link #expected}. */
    static List<String> lines(OgTournament t, RoundPlan plan) {
        List<String> keys = new ArrayList<>();
        for (OgTournament.Player p : t.players()) {
            keys.add(p.key());
        }
        List<String> out = new ArrayList<>();
        for (BoardPlan b : plan.boards()) {
            if (b.second() == 0) {
                out.add("- " + keys.get(b.first() - 1) + " 0");
            } else {
                out.add(keys.get(b.second() - 1) + " " + keys.get(b.first() - 1) + " " + b.handicap());
            }
        }
        return out;
    }

    /** One round's dump of OpenGotha's weights: pair key → criterion → value. */
    static Map<String, Map<String, Long>> weights(String name, int r) {
        String path = "/opengotha/weights/" + name + "/" + name + "_weights_R" + r + ".txt";
        Map<String, Map<String, Long>> out = new LinkedHashMap<>();
        try (InputStream in = OgFixtures.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource " + path);
            }
            BufferedReader br = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String p1 = null;
            String p2 = null;
            Map<String, Long> cur = null;
            for (String line; (line = br.readLine()) != null; ) {
                int eq = line.indexOf('=');
                if (eq < 0) {
                    continue;
                }
                String k = line.substring(0, eq);
                String v = line.substring(eq + 1);
                switch (k) {
                    case "Player1Name" -> p1 = OgTournament.keyOf(v);
                    case "Player2Name" -> {
                        p2 = OgTournament.keyOf(v);
                        cur = new LinkedHashMap<>();
                        out.put(GothaPairer.pairKey(p1, p2), cur);
                    }
                    default -> cur.put(k, Long.parseLong(v.strip()));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
