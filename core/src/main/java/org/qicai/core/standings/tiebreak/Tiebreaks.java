package org.qicai.core.standings.tiebreak;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.qicai.core.standings.Tiebreak;

/** The built-in tiebreak catalogue and the preset orders of xq 15 and xq2020. */
public final class Tiebreaks {
    private Tiebreaks() {
    }

    /** The built-in catalogue, in the order a picker should list it. */
    public static List<Tiebreak> builtIn() {
        return List.of(new SonnebornBerger(), new Buchholz(), new BuchholzCut1(), new MedianBuchholz(),
                new Progressive(), new Wins(), new BlackWins(), new BlackGames(), new DirectEncounter(),
                new DirectEncounterPair(), new Fouls(), new GamePoints(), new RelativeWins(), new OpponentAverage(),
                new OpponentGamePoints(), new EarlierWins(), new AverageRatingOfOpponents());
    }

    /**
     * A preset order.
     *
     * @param id      what the arbiter types ({@code 15.1}, {@code xq2020})
     * @param labelZh what it is, in Chinese
     * @param labelEn in English
     * @param ids     the tiebreak ids in order, after the points
     * @param team    a team preset (15.3–15.5): its ids are computed by the team standings
     */
    public record Preset(String id, String labelZh, String labelEn, List<String> ids, boolean team) {
        public String label(Locale locale) {
            return org.qicai.core.spi.Named.isEnglish(locale) ? labelEn : labelZh;
        }
    }

    /** 15.1 individual round robin: 小分, 胜局, 直胜, 犯规. */
    public static final List<String> PRESET_15_1 = List.of("sonneborn-berger", "wins", "direct-encounter", "fouls");
    /** 15.2 individual Swiss: 对手分, 胜局, 犯规. */
    public static final List<String> PRESET_15_2 = List.of("buchholz", "wins", "fouls");
    /** 15.3 team round robin, after the match points: 全队总局分, 全队胜局, 直胜, 全队犯规. */
    public static final List<String> PRESET_15_3 = List.of("game-points", "wins", "direct-encounter", "fouls");
    /** 15.4 team Swiss, after the match points: 团体对手分, 全队总局分, 全队胜场, 全队犯规. */
    public static final List<String> PRESET_15_4 = List.of("buchholz", "game-points", "match-wins", "fouls");
    /**
     * 15.5 队员总分制, after the sum of the players' places (fewer first): 最高个人名次, 次高个人名次, 全队犯规.
     */
    public static final List<String> PRESET_15_5 = List.of("best-rank", "second-best-rank", "fouls");
    /** xq2020 list after the points: 局分, 胜局数, 相对胜局, 对手分值, 对手局分, 轮次 (then lot or play-off). */
    public static final List<String> PRESET_XQ2020 = List.of("game-points", "wins", "relative-wins",
            "opponent-average", "opponent-game-points", "earlier-wins");

    public static final List<Preset> PRESETS = List.of(
            new Preset("15.1", "15.1 个人循环赛：小分、胜局、直胜、犯规", "15.1 individual round robin", PRESET_15_1, false),
            new Preset("15.2", "15.2 个人积分编排赛：对手分、胜局、犯规", "15.2 individual Swiss", PRESET_15_2, false),
            new Preset("15.3", "15.3 团体循环赛：全队总局分、全队胜局、直胜、全队犯规", "15.3 team round robin", PRESET_15_3, true),
            new Preset("15.4", "15.4 团体积分编排赛：团体对手分、全队总局分、全队胜场、全队犯规", "15.4 team Swiss",
                    PRESET_15_4, true),
            new Preset("15.5", "15.5 队员总分制：最高个人名次、次高个人名次、全队犯规", "15.5 sum of the players' places",
                    PRESET_15_5, true),
            new Preset("xq2020", "2020版：局分、胜局数、相对胜局、对手分值、对手局分、轮次", "xq2020 list", PRESET_XQ2020,
                    false));

    /** An individual preset by name (15.1, 15.2, xq2020); team presets are {@link #teamPreset}. */
    public static Optional<List<String>> preset(String name) {
        return find(name).filter(p -> !p.team()).map(Preset::ids);
    }

    /** A team preset by name (15.3, 15.4, 15.5), for the team standings. */
    public static Optional<List<String>> teamPreset(String name) {
        return find(name).filter(Preset::team).map(Preset::ids);
    }

    public static Optional<Preset> find(String name) {
        String n = name == null ? "" : name.strip();
        if (n.equalsIgnoreCase("2020")) {
            n = "xq2020";
        }
        for (Preset p : PRESETS) {
            if (p.id().equalsIgnoreCase(n)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }

    /**
     * Resolves ids, aliases (the Chinese names) or individual preset names against a catalogue; fails
     * naming the unknown one.
     */
    public static List<Tiebreak> resolve(List<String> names, List<Tiebreak> catalogue) {
        List<Tiebreak> out = new ArrayList<>();
        for (String raw : names) {
            String n = raw.strip();
            if (n.isEmpty()) {
                continue;
            }
            Optional<List<String>> preset = preset(n);
            if (preset.isPresent()) {
                out.addAll(resolve(preset.get(), catalogue));
                continue;
            }
            if (teamPreset(n).isPresent()) {
                throw new NameError("“" + n + "”是团体赛的破同分组合（" + find(n).get().labelZh()
                        + "）；个人赛的组合：15.1, 15.2, xq2020", "'" + n + "' is a team preset ("
                        + find(n).get().labelZh() + "); individual presets: 15.1, 15.2, xq2020");
            }
            Tiebreak t = catalogue.stream().filter(c -> c.answersTo(n)).findFirst().orElseThrow(
                    () -> new NameError("没有名为“" + n + "”的破同分规则", "unknown tiebreak '" + n + "'"));
            if (out.stream().anyMatch(o -> o.id().equals(t.id()))) {
                throw new NameError("破同分规则“" + t.id() + "”列了两次", "tiebreak '" + t.id() + "' is listed twice");
            }
            out.add(t);
        }
        return out;
    }

    /** A tiebreak list that names an unknown, a team or a repeated tiebreak; carries a Chinese text too. */
    public static final class NameError extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        private final String chinese;

        NameError(String chinese, String english) {
            super(english);
            this.chinese = chinese;
        }

        /** The Chinese text of the error. */
        public String chinese() {
            return chinese;
        }
    }
}
