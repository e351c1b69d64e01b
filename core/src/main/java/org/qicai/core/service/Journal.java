package org.qicai.core.service;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qicai.core.io.Json;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;

/** How values are written into the journal's before/after columns: compact JSON. */
final class Journal {
    private Journal() {
    }

    static String player(Player p) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("no", p.no());
        m.put("name", p.name());
        m.put("unit", p.unit());
        m.put("rating", p.rating());
        m.put("title", p.title());
        m.put("status", p.status().name());
        return Json.write(m);
    }

    static String settings(EventSettings s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", s.name());
        m.put("discipline", s.discipline());
        m.put("system", s.system());
        m.put("rounds", s.rounds());
        m.put("scoring", s.scoring());
        m.put("tiebreaks", s.tiebreaks());
        m.put("timeControl", s.timeControl());
        m.put("seed", s.seed());
        m.put("options", s.options());
        return Json.write(m);
    }

    static String pairings(List<Pairing> ps) {
        List<String> out = new ArrayList<>();
        for (Pairing p : ps) {
            out.add(p.board() + ":" + p.first() + "-" + (p.isBye() ? "bye" : Integer.toString(p.second())));
        }
        return String.join(" ", out);
    }

    static String pairingsWithResults(List<Pairing> ps) {
        List<String> out = new ArrayList<>();
        for (Pairing p : ps) {
            out.add(p.board() + ":" + p.first() + "-" + (p.isBye() ? "bye" : p.second() + " " + p.result().code()));
        }
        return String.join(" ", out);
    }

    static String numbering(List<Player> ordered) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < ordered.size(); i++) {
            out.add(ordered.get(i).no() + "→" + (i + 1));
        }
        return String.join(" ", out);
    }
}
