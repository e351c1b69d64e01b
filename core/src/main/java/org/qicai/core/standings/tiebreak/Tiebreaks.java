package org.qicai.core.standings.tiebreak;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.qicai.core.spi.Tiebreak;

/** The built-in tiebreak catalogue and the presets of xq 15. */
public final class Tiebreaks {
    private Tiebreaks() {
    }

    public static List<Tiebreak> builtIn() {
        return List.of(new SonnebornBerger(), new Buchholz(), new Wins(), new DirectEncounter(), new Fouls());
    }

    /** 15.1 individual round robin: 小分, 胜局, 直胜, 犯规. */
    public static final List<String> PRESET_15_1 = List.of("sonneborn-berger", "wins", "direct-encounter", "fouls");
    /** 15.2 individual Swiss: 对手分, 胜局, 犯规. */
    public static final List<String> PRESET_15_2 = List.of("buchholz", "wins", "fouls");

    public static Optional<List<String>> preset(String name) {
        return switch (name.strip()) {
            case "15.1" -> Optional.of(PRESET_15_1);
            case "15.2" -> Optional.of(PRESET_15_2);
            default -> Optional.empty();
        };
    }

    /** Resolves ids or aliases against a catalogue; fails naming the unknown one. */
    public static List<Tiebreak> resolve(List<String> names, List<Tiebreak> catalogue) {
        List<Tiebreak> out = new ArrayList<>();
        for (String n : names) {
            out.add(catalogue.stream().filter(t -> t.answersTo(n)).findFirst().orElseThrow(
                    () -> new IllegalArgumentException("unknown tiebreak '" + n + "'")));
        }
        return out;
    }
}
