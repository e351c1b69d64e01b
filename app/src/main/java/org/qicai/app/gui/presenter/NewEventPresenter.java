package org.qicai.app.gui.presenter;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.scoring.ScoringScheme;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.TeamFormat;
import org.qicai.core.service.TeamService;
import org.qicai.core.team.TeamSettings;

/**
 * 新建赛事: what the New Event dialog offers (disciplines and pairing systems of the loaded plugins,
 * the system's options with their defaults, the scoring schemes) and the action that creates the
 * event file. On failure nothing is created and the form is left as the arbiter typed it.
 */
public final class NewEventPresenter {
    /** The file name suffix of event files. */
    public static final String SUFFIX = ".qicai";

    /**
     * What the arbiter filled in.
     *
     * @param options      the pairing system's option values by key; for a team event also
     *                     {@code team-format}, {@code boards} and the team options
     * @param rounds       0 = as the system decides
     * @param tiebreaks    comma-separated ids or a preset; empty = the system's default
     */
    public record Form(String name, String discipline, String system, Map<String, String> options, int rounds,
                       String scoring, String tiebreaks, String timeControl, String venue, String chiefArbiter,
                       String file, String firstDay, String lastDay, String organiser) {
        public Form {
            options = options == null ? Map.of() : Map.copyOf(options);
        }

        /** A form without dates and organiser. */
        public Form(String name, String discipline, String system, Map<String, String> options, int rounds,
                    String scoring, String tiebreaks, String timeControl, String venue, String chiefArbiter,
                    String file) {
            this(name, discipline, system, options, rounds, scoring, tiebreaks, timeControl, venue, chiefArbiter,
                    file, "", "", "");
        }
    }

    private final EventSession session;

    private final java.util.function.Supplier<Path> documents;

    public NewEventPresenter(EventSession session) {
        this(session, DocumentsFolder::ofUser);
    }

    /** With the documents folder given (tests). */
    NewEventPresenter(EventSession session, java.util.function.Supplier<Path> documents) {
        this.session = session;
        this.documents = documents;
    }

    private Messages m() {
        return session.messages();
    }

    public List<Choice> disciplines() {
        return session.plugins().extensions(Discipline.class).stream()
                .map(d -> new Choice(d.id(), d.displayName(m().locale()))).toList();
    }

    public List<Choice> systems() {
        return session.plugins().extensions(PairingSystem.class).stream()
                .map(p -> new Choice(p.id(), p.displayName(m().locale()))).toList();
    }

    public List<Choice> scoringSchemes() {
        List<Choice> out = new ArrayList<>();
        for (ScoringScheme s : ScoringSchemes.ALL) {
            out.add(new Choice(s.id(), s.id() + "  " + (m().english() ? s.labelEn() : s.labelZh())));
        }
        return out;
    }

    /** The options of a pairing system with their defaults; empty for an unknown system. */
    public List<OptionSpec> options(String systemId) {
        if (systemId == null) {
            return List.of();
        }
        return session.plugins().find(PairingSystem.class, systemId).map(PairingSystem::options).orElse(List.of());
    }

    /** The settings of a discipline's counting (Go: rules, board, komi) with their defaults; empty for others. */
    public List<OptionSpec> disciplineOptions(String disciplineId) {
        if (disciplineId == null) {
            return List.of();
        }
        return session.plugins().find(org.qicai.core.spi.Counting.class, disciplineId)
                .map(org.qicai.core.spi.Counting::options).orElse(List.of());
    }

    /** The team formats of the loaded plugins, after "individual event" (id ""). */
    public List<Choice> teamFormats() {
        List<Choice> out = new ArrayList<>();
        out.add(new Choice("", m().get("newEvent.individual")));
        for (TeamFormat f : session.plugins().extensions(TeamFormat.class)) {
            out.add(new Choice(f.id(), f.displayName(m().locale())));
        }
        return out;
    }

    /** Whether a team format plays on boards (all but 12.5 队员总分). */
    public boolean teamFormatHasBoards(String formatId) {
        return formatId != null && !formatId.isBlank() && session.plugins().find(TeamFormat.class, formatId)
                .map(TeamFormat::hasBoards).orElse(true);
    }

    /** The team options (match points, forfeits, board prizes, places awarded …) with their defaults. */
    public List<OptionSpec> teamOptions() {
        return TeamSettings.options();
    }

    /** An option's label in the current language, without the clause. */
    public String optionName(OptionSpec o) {
        return m().english() ? o.labelEn() : o.labelZh();
    }

    /**
     * An option's allowed values as the window shows them: each with its label in the window's language
     * ({@code fold} reads 拦腰（上半区对下半区）), the raw value where the plugin gives none; the value is what is stored.
     */
    public List<Choice> choices(OptionSpec o) {
        return o.choices().stream().map(v -> new Choice(v, o.choiceText(v, m().locale()))).toList();
    }

    /** The hint next to an option: the clause that fixes its default, and the default (as its label reads). */
    public String optionHint(OptionSpec o) {
        // a blank default reads as its label where the option gives one (Go's komi: 按规则 …)
        String d = o.defaultValue() == null || o.defaultValue().isBlank()
                ? o.choiceLabel("").map(c -> c.label(m().locale())).orElse(m().get("newEvent.noDefault"))
                : o.choiceText(o.defaultValue(), m().locale());
        return o.clause() == null || o.clause().isBlank() ? m().get("newEvent.optionDefault", d)
                : m().get("newEvent.optionHint", clauseText(shortClause(o.clause())), d);
    }

    /**
     * A clause as the window's language shows it: the plugins write our own decisions as
     * {@code [ours: …]} in English; the Chinese window says 〔本软件约定〕 instead.
     */
    String clauseText(String clause) {
        if (m().english() || clause == null) {
            return clause;
        }
        return OURS.matcher(clause).replaceAll(Matcher.quoteReplacement("〔" + m().get("clause.ours") + "〕"));
    }

    private static final Pattern OURS = Pattern.compile("\\[ours[^\\]]*\\]");

    /** {@code 附录二 4 [ours]} of {@code 附录二 4 [ours]: odd round …}: the clause without its explanation (kept for the tooltip). */
    static String shortClause(String clause) {
        int depth = 0;
        for (int i = 0; i < clause.length(); i++) {
            char c = clause.charAt(i);
            if (c == '[' || c == '(') {
                depth++;
            } else if ((c == ']' || c == ')') && depth > 0) {
                depth--;
            } else if ((c == ':' || c == '：') && depth == 0) {
                return clause.substring(0, i).strip();
            }
        }
        return clause.strip();
    }

    /** An option's label in the current language, with the clause that fixes its default. */
    public String optionLabel(OptionSpec o) {
        String label = m().english() ? o.labelEn() : o.labelZh();
        if (o.clause() == null || o.clause().isBlank()) {
            return label;
        }
        // the plugins explain their own decisions in English: the Chinese window shows the clause alone
        return label + " (" + (m().english() ? o.clause() : clauseText(shortClause(o.clause()))) + ")";
    }

    /** Whether an option is a yes/no switch (shown as a check box). */
    public static boolean isFlag(OptionSpec o) {
        return o.choices().size() == 2 && o.choices().contains("true") && o.choices().contains("false");
    }

    /** The tiebreaks the system uses when the event names none, for the field's hint. */
    public String defaultTiebreaks(String systemId) {
        if (systemId == null) {
            return "";
        }
        return session.plugins().find(PairingSystem.class, systemId)
                .map(p -> String.join(",", p.defaultTiebreaks())).orElse("");
    }

    /**
     * Where a new event with this name is saved unless the arbiter chooses: the folder of the last event
     * created, else the user's documents folder ({@link DocumentsFolder}) — never the folder of the file
     * last opened, which may be the bundled samples' or a USB stick's.
     */
    public Path suggestedFile(String eventName) {
        Path dir = session.preferences().eventsDirectory().orElseGet(documents);
        String base = eventName == null || eventName.isBlank() ? m().get("newEvent.defaultFileName") : eventName.strip();
        return dir.resolve(safeFileName(base) + SUFFIX);
    }

    static String safeFileName(String name) {
        String s = name.replaceAll("[\\\\/:*?\"<>|\\p{Cntrl}]", "_").strip();
        return s.isEmpty() ? "event" : s;
    }

    /** The event file for the form's path: {@code .qicai} appended when the name has no suffix. */
    public Path fileOf(String text) {
        if (text == null || text.isBlank()) {
            throw new UserError(m().get("newEvent.error.noFile"));
        }
        Path p;
        try {
            p = Path.of(text.strip());
        } catch (RuntimeException e) {
            throw new UserError(m().get("newEvent.error.badFile", text.strip()));
        }
        String fileName = p.getFileName() == null ? "" : p.getFileName().toString();
        if (!fileName.contains(".")) {
            p = p.resolveSibling(fileName + SUFFIX);
        }
        return p.toAbsolutePath().normalize();
    }

    /** The settings the form describes (validated against the plugins by the service, not here). */
    public EventSettings settingsOf(Form f) {
        if (f.name() == null || f.name().isBlank()) {
            throw new UserError(m().get("newEvent.error.noName"));
        }
        if (f.discipline() == null) {
            throw new UserError(m().get("newEvent.error.noDiscipline"));
        }
        if (f.system() == null) {
            throw new UserError(m().get("newEvent.error.noSystem"));
        }
        if (f.rounds() < 0) {
            throw new UserError(m().get("newEvent.error.rounds"));
        }
        Map<String, String> options = new LinkedHashMap<>();
        // the system's and the discipline's own (Go: rules, board, komi), as chosen, defaults included
        List<OptionSpec> specs = new java.util.ArrayList<>(options(f.system()));
        specs.addAll(disciplineOptions(f.discipline()));
        for (OptionSpec o : specs) {
            String v = f.options().getOrDefault(o.key(), o.defaultValue());
            if (v != null) {
                options.put(o.key(), v.strip());
            }
        }
        String teamFormat = f.options().get(EventSettings.TEAM_FORMAT);
        if (teamFormat != null && !teamFormat.isBlank()) {
            options.put(EventSettings.TEAM_FORMAT, teamFormat.strip());
            putIfGiven(options, EventSettings.BOARDS, f.options().get(EventSettings.BOARDS));
            for (OptionSpec o : teamOptions()) {
                putIfGiven(options, o.key(), f.options().get(o.key()));
            }
        }
        putIfGiven(options, EventSettings.VENUE, f.venue());
        putIfGiven(options, EventSettings.CHIEF_ARBITER, f.chiefArbiter());
        putIfGiven(options, EventSettings.ORGANISER, f.organiser());
        putIfGiven(options, EventSettings.DATES, dates(f.firstDay(), f.lastDay()));
        List<String> tbs = f.tiebreaks() == null || f.tiebreaks().isBlank() ? List.of()
                : List.of(f.tiebreaks().split("[,，]"));
        long seed = new SecureRandom().nextLong() & 0x7fffffffffffL;
        return new EventSettings(f.name().strip(), f.discipline(), f.system(), f.rounds(), f.scoring(), tbs,
                f.timeControl() == null ? "" : f.timeControl().strip(), seed, options);
    }

    /**
     * 比赛日期 as the event stores it: one day ({@code 2026-12-05}) or the first and last day
     * ({@code 2026-12-05 至 2026-12-09}); empty when neither is given. A day is written yyyy-mm-dd
     * (also 2026.12.5, 2026/12/5, 2026年12月5日); the last day may not come before the first.
     */
    public String dates(String firstDay, String lastDay) {
        LocalDate first = day(firstDay, "newEvent.firstDay");
        LocalDate last = day(lastDay, "newEvent.lastDay");
        if (first == null && last == null) {
            return "";
        }
        if (first == null) {
            throw new UserError(m().get("newEvent.error.noFirstDay"));
        }
        if (last == null || last.equals(first)) {
            return first.toString();
        }
        if (last.isBefore(first)) {
            throw new UserError(m().get("newEvent.error.lastBeforeFirst", last, first));
        }
        return first + " 至 " + last;
    }

    private static final Pattern DAY = Pattern.compile("(\\d{4})\\s*[-./年]\\s*(\\d{1,2})\\s*[-./月]\\s*(\\d{1,2})\\s*日?");

    private LocalDate day(String text, String fieldKey) {
        if (text == null || text.isBlank()) {
            return null;
        }
        Matcher d = DAY.matcher(text.strip());
        if (d.matches()) {
            try {
                return LocalDate.of(Integer.parseInt(d.group(1)), Integer.parseInt(d.group(2)),
                        Integer.parseInt(d.group(3)));
            } catch (java.time.DateTimeException e) {
                // falls through to the error below: 2026-02-30 is no day
            }
        }
        throw new UserError(m().get("newEvent.error.badDay", m().get(fieldKey), text.strip()));
    }

    private static void putIfGiven(Map<String, String> options, String key, String value) {
        if (value != null && !value.isBlank()) {
            options.put(key, value.strip());
        }
    }

    /** Creates the event file and makes it the open event. Throws {@link UserError} and creates nothing on bad input. */
    public EventService create(Form f) {
        EventSettings settings = settingsOf(f);
        Path file = fileOf(f.file());
        // a team event's format and boards are checked (and the format's id stored) before the file is made
        EventService svc = TeamService.createEvent(file, settings, session.plugins(), session.actor());
        session.preferences().setEventsDirectory(file.getParent());
        session.adopt(svc);
        return svc;
    }
}
