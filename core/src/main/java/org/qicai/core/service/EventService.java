package org.qicai.core.service;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.scoring.ScoringScheme;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.spi.Counting;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.standings.Tiebreak;
import org.qicai.core.spi.TimeControl;
import org.qicai.core.standings.Crosstable;
import org.qicai.core.standings.StandingsCalculator;
import org.qicai.core.standings.StandingsOptions;
import org.qicai.core.standings.StandingsReport;
import org.qicai.core.standings.tiebreak.Tiebreaks;
import org.qicai.core.store.EventStore;
import org.qicai.core.store.Tx;
import org.qicai.core.model.JournalEntry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One open event: opening and creating it, serving it to other desks and joining it, who acts at this desk and in
 * which role, the reads every view needs (snapshot, settings, standings, the journal), the settings action and undo.
 * The arbiter's other actions are cut along what the arbiter does (issue 11 item 2), each a service over this one:
 * {@link #registration()} (报名), {@link #rounds()} (a round's lifecycle, individual and team alike),
 * {@link #results()} (录入成绩 for every board), {@link #backups()}; and {@link TeamService}, {@link PenaltyService},
 * {@link WithdrawalService}, {@link RulingService} … One public method per action; each runs in one transaction that
 * writes its journal row with it, and validates everything before writing — a method that throws has written
 * nothing. The Swing views and the CLI call these and nothing below them.
 */
public final class EventService implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(EventService.class);

    private final EventStore store;
    private final ExtensionRegistry plugins;
    private volatile String actor;
    /** This desk's role (issue 16 item 4): the chief unless the desk said otherwise ({@link #as}). */
    private volatile ArbiterRole role = ArbiterRole.CHIEF;
    /** This desk's row in the desk register ({@link #heartbeat}). */
    private final String deskId = java.util.UUID.randomUUID().toString();
    /** The port this desk serves the event on ({@link #serve}), 0 when it does not. */
    private volatile int servingPort;

    private EventService(EventStore store, ExtensionRegistry plugins, String actor) {
        this.store = store;
        this.plugins = plugins;
        this.actor = actor == null || actor.isBlank() ? "arbiter" : actor;
    }

    // ====================================================================== opening

    /** 新建赛事: validates the settings against the loaded plugins, then creates the event file. */
    public static EventService create(Path file, EventSettings settings, ExtensionRegistry plugins, String actor) {
        return create(file, settings, plugins, actor, building -> { });
    }

    /**
     * 新建赛事 with its first contents (an import, a sample) — issue 12 item 3: validates the settings, builds
     * the event in a hidden file beside {@code file} (the settings, then {@code fill} run on a service over
     * that file), and moves it into place only when complete. If anything fails, or the process dies,
     * {@code file} does not appear. Returns the event open at {@code file}.
     */
    public static EventService create(Path file, EventSettings settings, ExtensionRegistry plugins, String actor,
                               java.util.function.Consumer<EventService> fill) {
        checkActor(actor);
        validateSettings(settings, plugins);
        EventStore store = EventStore.begin(file);
        EventService building = new EventService(store, plugins, actor);
        try {
            store.write(building.actor(), tx -> {
                tx.saveSettings(settings);
                tx.journal("event.create", settings.name(), null, Journal.settings(settings));
                return null;
            });
            fill.accept(building);
        } catch (RuntimeException e) {
            store.discard();
            throw e;
        }
        return new EventService(store.complete(), plugins, actor);
    }

    /** 打开赛事. */
    public static EventService open(Path file, ExtensionRegistry plugins, String actor) {
        checkActor(actor);
        EventStore store = EventStore.open(file);
        return new EventService(store, plugins, actor);
    }

    /**
     * 查看赛事: opens the event read-only, for the commands and views that only read (issue 12 item 5: a
     * read command never writes). Every action on it fails; an older file is upgraded once
     * ({@link EventStore#open(Path, boolean)}).
     */
    public static EventService openReadOnly(Path file, ExtensionRegistry plugins, String actor) {
        checkActor(actor);
        EventStore store = EventStore.open(file, true);
        return new EventService(store, plugins, actor);
    }

    /**
     * 连接裁判台 (issue 16): joins an event another desk serves ({@link #serve}) at {@code host:port}. The same
     * services over H2's TCP protocol; every action is journalled with this desk's {@code actor}.
     * {@code readOnly} for the commands that only read.
     */
    public static EventService openRemote(String host, int port, String password, boolean readOnly,
                                          ExtensionRegistry plugins, String actor) {
        checkActor(actor);
        return new EventService(EventStore.openRemote(host, port, password, readOnly), plugins, actor);
    }

    /** The port {@link #serve} is given by {@code qicai serve} when none is chosen. */
    public static final int DEFAULT_SERVE_PORT = org.qicai.core.store.EventStore.DEFAULT_SERVE_PORT;

    /** An event being served ({@link #serve}): its port; closing it stops serving. */
    public interface Serving extends AutoCloseable {
        int port();

        @Override
        void close();
    }

    /**
     * 开放给其他裁判台 (issue 16): serves this event, open for writing, on the LAN (H2's TCP server in this
     * process) on {@code port} (0: any free one), for desks that give {@code password}.
     */
    public Serving serve(int port, String password) {
        requireChief("开放赛事给其他裁判台", "serve the event to other desks");
        var server = store.serve(port, password);
        servingPort = server.port();
        lastBackedUp = -1;
        backups().backUpRoundsPublishedElsewhere();
        return new Serving() {
            @Override
            public int port() {
                return server.port();
            }

            @Override
            public void close() {
                servingPort = 0;
                server.close();
            }
        };
    }

    /** The port this desk serves the event on, 0 when it does not ({@link #serve}). */
    public int servingPort() {
        return servingPort;
    }

    /**
     * The addresses other desks reach this machine at: every IPv4 address of an interface that is up and not the
     * loopback, then 127.0.0.1 (a desk on this machine). For the serving desk to give the deputies.
     */
    public static List<String> lanHosts() {
        List<String> out = new ArrayList<>();
        try {
            for (java.net.NetworkInterface ni : java.util.Collections.list(java.net.NetworkInterface.getNetworkInterfaces())) {
                if (!ni.isUp() || ni.isLoopback()) {
                    continue;
                }
                for (java.net.InetAddress a : java.util.Collections.list(ni.getInetAddresses())) {
                    if (a instanceof java.net.Inet4Address && !a.isLoopbackAddress() && !out.contains(a.getHostAddress())) {
                        out.add(a.getHostAddress());
                    }
                }
            }
        } catch (java.net.SocketException e) {
            // the loopback address still works
        }
        out.add("127.0.0.1");
        return out;
    }

    /** Whether other desks may be working this event: it is served from here or joined ({@link #openRemote}). */
    public boolean shared() {
        return store.remote() || servingPort != 0;
    }

    // ====================================================================== the desks (issue 16 items 2 and 4)

    /** One desk working the event: its arbiter's name, role and machine, and whether it is the serving desk. */
    public record Desk(String arbiter, ArbiterRole role, String host, boolean serving, boolean self) {
    }

    /**
     * The event's change counter: the journal's last row, which moves with every committed change (an action of
     * any desk, an undo). A desk polls it and re-reads its views only when it moved. Cheap: one indexed read.
     */
    public long changeCounter() {
        return org.qicai.core.store.DeskRegistry.journalHead(store);
    }

    /**
     * Says this desk is here ({@code host}: its machine's name or address), for the others' status bars: its row in
     * the desk register renewed, not journalled. Only for an event being shared ({@link #shared}).
     */
    public void heartbeat(String host) {
        org.qicai.core.store.DeskRegistry.heartbeat(store, new org.qicai.core.store.DeskRegistry.Desk(deskId, actor,
                role.name(), host == null ? "" : host, servingPort != 0));
        if (servingPort != 0) {
            // the serving desk keeps the automatic backups of rounds the joined desks publish
            backups().backUpRoundsPublishedElsewhere();
        }
    }

    /** The desks heard of in the last few seconds (this one marked {@code self}), the serving desk first. */
    public List<Desk> desks() {
        List<Desk> out = new ArrayList<>();
        for (var d : org.qicai.core.store.DeskRegistry.present(store)) {
            out.add(new Desk(d.arbiter(), ArbiterRole.find(d.role()).orElse(ArbiterRole.CHIEF), d.host(), d.serving(),
                    d.id().equals(deskId)));
        }
        return out;
    }

    /** This desk leaves the register (when it closes the event or stops serving); a failure is only logged. */
    public void leaveDesks() {
        try {
            org.qicai.core.store.DeskRegistry.leave(store, deskId);
        } catch (RuntimeException e) {
            LOG.debug("leaving the desk register of {}", file(), e);
        }
    }

    /** Whether this is an event another desk serves ({@link #openRemote}). */
    public boolean remote() {
        return store.remote();
    }

    /** The journal's actor column holds 200 characters: a longer name is refused before anything is opened. */
    static void checkActor(String actor) {
        if (actor != null && actor.strip().length() > MAX_ACTOR) {
            throw UserError.zh("裁判员姓名（--arbiter）太长：最多 " + MAX_ACTOR + " 个字符，这里有 " + actor.strip().length() + " 个",
                    "the arbiter's name (--arbiter) is too long: at most " + MAX_ACTOR + " characters, got "
                    + actor.strip().length());
        }
    }

    private static final int MAX_ACTOR = 200;

    static void validateSettings(EventSettings s, ExtensionRegistry plugins) {
        if (s.name().isBlank()) {
            throw UserError.zh("赛事需要名称", "the event needs a name");
        }
        plugins.require(Discipline.class, s.discipline());
        PairingSystem system = plugins.require(PairingSystem.class, s.system());
        ScoringSchemes.require(s.scoring());
        if (s.rounds() < 0) {
            throw UserError.zh("轮数应为 0（由编排制度决定）或正数，不能是 " + s.rounds(),
                    "rounds must be 0 (as the system decides) or positive, not " + s.rounds());
        }
        List<OptionSpec> specs = new ArrayList<>(system.options());
        // the discipline's own settings: a Go event's rules, board and komi
        plugins.find(Counting.class, s.discipline()).ifPresent(c -> specs.addAll(c.options()));
        for (OptionSpec o : specs) {
            String v = s.options().get(o.key());
            if (v != null) {
                String err = o.validate(v);
                if (err != null) {
                    throw UserError.zh(ZhText.optionError(o, v), err);
                }
            }
        }
        resolveTiebreaks(s.tiebreaks(), plugins);
        validateTimeControl(s.timeControl(), plugins);
        String keep = s.options().get(EventSettings.BACKUPS_KEEP);
        if (keep != null && !keep.strip().matches("\\d{1,4}")) {
            throw UserError.zh(EventSettings.BACKUPS_KEEP + " 是保留的自动备份份数，应为 0 或正整数，不能是“" + keep + "”",
                    EventSettings.BACKUPS_KEEP + " is the number of automatic backups kept: 0 or more, not '" + keep + "'");
        }
        try {
            org.qicai.core.standings.StandingsOptions.of(s, ScoringSchemes.require(s.scoring()));
        } catch (IllegalArgumentException e) {
            throw UserError.zh("名次计算的设置有误：" + e.getMessage(), e.getMessage());
        }
    }

    /** A time control must be read by one of the loaded TimeControl plugins (when any is loaded). */
    static void validateTimeControl(String spec, ExtensionRegistry plugins) {
        if (spec == null || spec.isBlank()) {
            return;
        }
        List<TimeControl> families = plugins.extensions(TimeControl.class);
        if (families.isEmpty()) {
            return;
        }
        TimeControl tc = TimeControl.find(families, spec).orElseThrow(() -> UserError.zh("无法识别用时“" + spec
                + "”；例如 5400+30、40/5400:10/900、1800、600+jp:3x30、3600+cn:5、"
                + "red:4800+30;black:2400+30 或 armageddon:360/240+3",
                "time control '" + spec
                + "' is not understood; expected e.g. 5400+30, 40/5400:10/900, 1800, 600+jp:3x30, 3600+cn:5, "
                + "red:4800+30;black:2400+30 or armageddon:360/240+3"));
        try {
            tc.normalize(spec);
        } catch (IllegalArgumentException e) {
            throw UserError.zh("用时“" + spec + "”有误：" + ZhText.detail(e),
                    "time control '" + spec + "': " + e.getMessage());
        }
    }

    // ====================================================================== reads

    public Path file() {
        return store.file();
    }

    /** Where the event is, as the arbiter is shown it: the file, {@code qicai://HOST:PORT} or the PostgreSQL address. */
    public String location() {
        return store.location();
    }

    /** The open store, for the other services of this package that act on the same event. */
    EventStore store() {
        return store;
    }

    /**
     * Who acts, as the journal records it on every row: the arbiter's name, with the role for a deputy ({@code
     * 李四（副裁判）}, {@link ArbiterRole#actor}).
     */
    public String actor() {
        return role.actor(actor);
    }

    /** The arbiter's name alone. */
    public String arbiter() {
        return actor;
    }

    /** This desk's role: {@link ArbiterRole#CHIEF} unless set ({@link #as}). */
    public ArbiterRole role() {
        return role;
    }

    /**
     * This desk acts as {@code role} from now on (issue 16 item 4): the window sets it when it starts or joins, the
     * CLI from {@code QICAI_ROLE}. Returns this service.
     */
    public EventService as(ArbiterRole role) {
        ArbiterRole r = role == null ? ArbiterRole.CHIEF : role;
        checkActor(r.actor(actor));
        this.role = r;
        return this;
    }

    /**
     * This desk is {@code name} acting as {@code role} from now on (the window's 裁判员与角色, remembered per machine);
     * a blank name keeps the one given when the event was opened. Returns this service.
     */
    public EventService as(String name, ArbiterRole role) {
        String n = name == null || name.isBlank() ? actor : name.strip();
        ArbiterRole r = role == null ? ArbiterRole.CHIEF : role;
        checkActor(r.actor(n));
        this.actor = n;
        this.role = r;
        return this;
    }

    /**
     * A chief's action (settings, registration, pairing, publishing, withdrawals, rulings, undo): refused in words for
     * a deputy, naming the action ({@code what}) and who may do it. Nothing is written.
     */
    public void requireChief(String whatZh, String whatEn) {
        if (role != ArbiterRole.CHIEF) {
            throw UserError.zh("副裁判不能" + whatZh + "：这是裁判长的职责（裁判长负责设置、报名、编排、公布、退赛和裁决；"
                    + "副裁判录入成绩、判罚、计时和棋谱）",
                    "a deputy arbiter cannot " + whatEn + ": that is the chief arbiter's (the chief: settings, "
                    + "registration, pairing, publishing, withdrawals and rulings; a deputy: results, fouls, the clock "
                    + "and game records)");
        }
    }

    public ExtensionRegistry plugins() {
        return plugins;
    }

    // ====================================================================== the actions, by what the arbiter does

    /** 报名: the players' registration ({@link PlayerService}). */
    public PlayerService registration() {
        return new PlayerService(this);
    }

    /** The round lifecycle — pair, pair again, unpair, take back, publish — for individual and team events alike. */
    public RoundService rounds() {
        return new RoundService(this);
    }

    /** 录入成绩: the one result action for every board ({@link ResultService}). */
    public ResultService results() {
        return new ResultService(this);
    }

    /** 备份: copies of the open event ({@link BackupService}). */
    public BackupService backups() {
        return new BackupService(this);
    }

    /** A failed automatic backup after the last publish (the publish itself stands), or empty. */
    public java.util.Optional<UserError> backupWarning() {
        return java.util.Optional.ofNullable(backupWarning);
    }

    private volatile UserError backupWarning;

    /** The last round an automatic backup was kept for by this desk; -1 before the serving desk first looked. */
    volatile int lastBackedUp = -1;

    void backupWarning(UserError warning) {
        backupWarning = warning;
    }

    public EventSnapshot snapshot() {
        return store.read(tx -> tx.snapshot());
    }

    public EventSettings settings() {
        return store.read(tx -> tx.settings());
    }

    public List<JournalEntry> journal() {
        return store.read(tx -> tx.journalEntries());
    }

    public Discipline discipline() {
        return plugins.require(Discipline.class, settings().discipline());
    }

    public PairingSystem pairingSystem() {
        return plugins.require(PairingSystem.class, settings().system());
    }

    public ScoringScheme scheme() {
        return ScoringSchemes.require(settings().scoring());
    }

    /** Planned rounds: the event's setting or, when 0, what the system plays for the current field. */
    public int plannedRounds() {
        EventSnapshot s = snapshot();
        return s.settings().rounds() > 0 ? s.settings().rounds() : pairingSystem().plannedRounds(s);
    }

    /** Planned rounds of a snapshot without failing: 0 when the pairing system is missing or cannot say. */
    int plannedRounds(EventSnapshot s) {
        if (s.settings().rounds() > 0) {
            return s.settings().rounds();
        }
        try {
            return plugins.find(PairingSystem.class, s.settings().system()).map(p -> p.plannedRounds(s)).orElse(0);
        } catch (RuntimeException e) {
            return 0;
        }
    }

    /** The explanation notes the pairing system gave for a round. */
    public String roundNotes(int round) {
        return store.read(tx -> tx.roundNotes(round));
    }

    /**
     * Standings after a round (0 or negative = after the last round with pairings), ordered by the
     * given tiebreaks (ids, aliases or a preset name), or the event's, or the system's default.
     */
    public StandingsReport standings(int afterRound, List<String> tiebreakNames) {
        EventSnapshot s = snapshot();
        int upTo = afterRound > 0 ? afterRound : s.lastRound();
        if (afterRound > s.lastRound()) {
            throw UserError.zh("第 " + afterRound + " 轮尚未编排（已编排 " + s.lastRound() + " 轮）",
                    "round " + afterRound + " has not been paired (last round: " + s.lastRound() + ")");
        }
        List<String> names = tiebreakNames;
        if (names == null || names.isEmpty()) {
            names = s.settings().tiebreaks();
        }
        if (names.isEmpty()) {
            names = plugins.find(PairingSystem.class, s.settings().system()).map(PairingSystem::defaultTiebreaks)
                    .orElse(List.of());
        }
        List<Tiebreak> tbs = resolveTiebreaks(names, plugins);
        ScoringScheme scheme = ScoringSchemes.require(s.settings().scoring());
        Crosstable table = new Crosstable(s, scheme, upTo, StandingsOptions.of(s.settings(), scheme), plannedRounds(s));
        return new StandingsReport(upTo, StandingsCalculator.rank(table, tbs), tbs, table);
    }

    /** The tiebreak catalogue: built in, plus any a plugin adds. */
    public static List<Tiebreak> tiebreakCatalogue(ExtensionRegistry plugins) {
        List<Tiebreak> all = new ArrayList<>(Tiebreaks.builtIn());
        for (Tiebreak t : plugins.extensions(Tiebreak.class)) {
            if (all.stream().noneMatch(b -> b.id().equals(t.id()))) {
                all.add(t);
            }
        }
        return all;
    }

    static List<Tiebreak> resolveTiebreaks(List<String> names, ExtensionRegistry plugins) {
        List<String> expanded = new ArrayList<>();
        for (String n : names) {
            if (n.isBlank()) {
                continue;
            }
            expanded.addAll(Tiebreaks.preset(n).orElse(List.of(n.strip())));
        }
        try {
            return Tiebreaks.resolve(expanded, tiebreakCatalogue(plugins));
        } catch (IllegalArgumentException e) {
            String known = String.join(", ", tiebreakCatalogue(plugins).stream().map(Tiebreak::id).toList());
            String zh = e instanceof Tiebreaks.NameError n ? n.chinese() : "破同分设置有误：" + e.getMessage();
            throw UserError.zh(zh + "；可用：" + known, e.getMessage() + "; known: " + known);
        }
    }

    /**
     * 撤销: takes back the last confirmed action not yet taken back, as a new journalled action that writes
     * back what it changed (never an erase). Returns the journal row of the action taken back.
     */
    public JournalEntry undo() {
        requireChief("撤销操作", "undo an action");
        return store.write(actor(), Tx::undoLast);
    }

    /** The action {@link #undo} would take back now, if any: shown to the arbiter before confirming. */
    public java.util.Optional<JournalEntry> nextUndo() {
        // a deputy is refused before he is asked which action to take back
        requireChief("撤销操作", "undo an action");
        return store.read(Tx::nextUndo);
    }

    /** 核验: the journal chain and the data checked against each other. Reads only. */
    public org.qicai.core.model.Integrity integrity() {
        return store.integrity();
    }

    /** The journal rows whose hash starts with a digest printed on a sheet ({@code verify --head}). */
    public List<org.qicai.core.model.Integrity.HeadMatch> findHead(String digest) {
        String d = digest == null ? "" : digest.strip();
        if (d.length() < 8 || !d.matches("[0-9a-fA-F]+")) {
            throw UserError.zh("摘要应是至少 8 位十六进制数字（表格页脚所印），不是“" + d + "”",
                    "a digest is at least 8 hex digits (as printed in a sheet's footer), not '" + d + "'");
        }
        return store.findHead(d);
    }

    /** 修改赛事设置 (tiebreak order, time control, name …). */
    public EventSettings updateSettings(EventSettings changed) {
        return updateSettings(changed, null);
    }

    /**
     * 修改赛事设置 from a form that showed {@code shown} (issue 16 item 3): refused, nothing written, when the settings
     * changed after the form read them — another desk saved its own — naming who and what differs now; the refusal
     * is journalled ({@code event.settings.conflict}). Null {@code shown}: no check.
     */
    public EventSettings updateSettings(EventSettings changed, EventSettings shown) {
        requireChief("修改赛事设置", "change the event's settings");
        validateSettings(changed, plugins);
        try {
            return store.write(actor(), tx -> {
                EventSettings old = tx.settings();
                if (shown != null && !old.equals(shown)) {
                    throw StaleEdits.refused("赛事设置", "the event's settings",
                            StaleEdits.lastBy(tx, "event.settings", null), StaleEdits.settingsNow(shown, old, true, plugins),
                            StaleEdits.settingsNow(shown, old, false, plugins));
                }
                if (!old.system().equals(changed.system()) && tx.roundCount() > 0) {
                    throw UserError.zh("第 1 轮已编排，编排制度不能再更改", "the pairing system cannot change once round 1 is paired");
                }
                tx.saveSettings(changed);
                tx.journal("event.settings", old.name(), Journal.settings(old), Journal.settings(changed));
                return changed;
            });
        } catch (StaleEdits.Refused e) {
            StaleEdits.journal(this, "event.settings.conflict", shown.name(), Journal.settings(shown),
                    Journal.settings(changed));
            throw e;
        }
    }

    @Override
    public void close() {
        store.close();
    }
}
