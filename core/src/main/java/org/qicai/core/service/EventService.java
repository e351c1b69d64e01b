package org.qicai.core.service;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qicai.core.UserError;
import org.qicai.core.io.PlayerImport.PlayerRow;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Side;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.plugin.PluginFailure;
import org.qicai.core.scoring.ScoringScheme;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;
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
 * The arbiter's actions on one open event. One public method per action; each runs in one
 * transaction that writes its journal row with it, and validates everything before writing — a
 * method that throws has written nothing. The Swing views and the CLI call these and nothing
 * below them.
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
    static EventService create(Path file, EventSettings settings, ExtensionRegistry plugins, String actor,
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
        for (OptionSpec o : system.options()) {
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
    private int plannedRounds(EventSnapshot s) {
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

    // ====================================================================== registration

    /** 报名: registers one player with the next start number. */
    public Player addPlayer(String name, String unit, Integer rating, String title) {
        requireChief("登记棋手", "register players");
        Player draft = validatePlayer(0, name, unit, rating, title);
        return store.write(actor(), tx -> {
            if (tx.roundCount() > 0 && isRoundRobin(tx.settings())) {
                throw UserError.zh("循环赛已经开始，对阵表已固定（象棋规则 20.2 只允许在第 1 轮之前更改）",
                        "the round robin has started: its table is fixed (xq 20.2 allows changes only "
                        + "before the first round)");
            }
            Player p = new Player(tx.nextPlayerNo(), draft.name(), draft.unit(), draft.rating(), draft.title(),
                    PlayerStatus.ACTIVE, 0);
            tx.insertPlayer(p);
            tx.journal("player.add", "#" + p.no(), null, Journal.player(p));
            return p;
        });
    }

    /** 导入报名表, refusing duplicates: {@link #importPlayers(List, boolean)} with {@code false}. */
    public List<Player> importPlayers(List<PlayerRow> rows) {
        return importPlayers(rows, false);
    }

    /**
     * 导入报名表: all rows were validated by the parser; adds them in file order, or nothing. Unless
     * {@code allowDuplicates}, the same name and unit twice in the rows or already registered is refused
     * with a {@link org.qicai.core.io.PlayerImport.DuplicatesError} listing every one.
     */
    public List<Player> importPlayers(List<PlayerRow> rows, boolean allowDuplicates) {
        requireChief("导入报名表", "import players");
        if (rows.isEmpty()) {
            throw UserError.zh("没有可导入的内容", "nothing to import");
        }
        for (PlayerRow r : rows) {
            validatePlayer(r.line(), r.name(), r.unit(), r.rating(), r.title());
        }
        return store.write(actor(), tx -> {
            if (tx.roundCount() > 0 && isRoundRobin(tx.settings())) {
                throw UserError.zh("循环赛已经开始，对阵表已固定", "the round robin has started: its table is fixed");
            }
            if (!allowDuplicates) {
                org.qicai.core.io.PlayerImport.refuseDuplicates(rows, tx.players());
            }
            List<Player> added = new ArrayList<>();
            int no = tx.nextPlayerNo();
            for (PlayerRow r : rows) {
                Player p = new Player(no++, r.name().strip(), r.unit().strip(), r.rating(), r.title().strip(),
                        PlayerStatus.ACTIVE, 0);
                tx.insertPlayer(p);
                added.add(p);
            }
            tx.journal("player.import", rows.size() + " players", null,
                    "#" + added.get(0).no() + "–#" + added.get(added.size() - 1).no());
            return added;
        });
    }

    /** 修改棋手资料: name, unit, rating, title. */
    public Player editPlayer(int no, String name, String unit, Integer rating, String title) {
        return editPlayer(no, name, unit, rating, title, null);
    }

    /**
     * 修改棋手 from a form that showed {@code shown} (issue 16 item 3, no lost update): refused, nothing written, when
     * the player is no longer as shown — another desk changed him meanwhile — naming who and what he is now; the
     * refusal is journalled ({@code player.conflict}). Null {@code shown}: no check.
     */
    public Player editPlayer(int no, String name, String unit, Integer rating, String title, Player shown) {
        requireChief("修改棋手", "edit a player");
        Player draft = validatePlayer(0, name, unit, rating, title);
        UserError[] stale = {null};
        try {
            return editPlayerChecked(no, draft, shown, stale);
        } catch (UserError e) {
            if (e == stale[0]) {
                try {
                    store.write(actor(), tx -> {
                        tx.journal("player.conflict", "#" + no, Journal.player(shown), Journal.player(draft));
                        return null;
                    });
                } catch (RuntimeException x) {
                    LOG.warn("cannot journal the player conflict on #{}", no, x);
                }
            }
            throw e;
        }
    }

    private Player editPlayerChecked(int no, Player draft, Player shown, UserError[] stale) {
        return store.write(actor(), tx -> {
            Player old = tx.player(no).orElseThrow(() -> UserError.zh("没有 " + no + " 号棋手", "no player #" + no));
            if (shown != null && !old.equals(shown)) {
                String by = "";
                List<JournalEntry> rows = tx.journalEntries();
                for (int i = rows.size() - 1; i >= 0 && by.isEmpty(); i--) {
                    JournalEntry e = rows.get(i);
                    if (e.action().startsWith("player.") && !e.action().equals("player.conflict")
                            && ("#" + no).equals(e.subject())) {
                        by = e.actor() == null ? "" : e.actor();
                    }
                }
                String now = old.name() + "，" + old.unit() + "，" + (old.rating() == null ? "—" : old.rating()) + "，"
                        + old.status().name();
                stale[0] = UserError.zh(no + " 号棋手刚被" + (by.isEmpty() ? "另一台裁判台" : " " + by + " ") + "修改，现在是："
                        + now + "；你的修改没有保存，请看清后再改",
                        "player #" + no + " was just changed by " + (by.isEmpty() ? "another desk" : by) + "; now: "
                        + now.replace("，", ", ") + "; your change was not saved: look again and edit");
                throw stale[0];
            }
            Player p = new Player(no, draft.name(), draft.unit(), draft.rating(), draft.title(), old.status(),
                    old.leftAfterRound());
            tx.updatePlayer(p);
            tx.journal("player.edit", "#" + no, Journal.player(old), Journal.player(p));
            return p;
        });
    }

    /** 删除棋手: only before the first round is paired; later numbers move up by one. */
    public void removePlayer(int no) {
        requireChief("删除棋手", "remove a player");
        store.write(actor(), tx -> {
            Player old = tx.player(no).orElseThrow(() -> UserError.zh("没有 " + no + " 号棋手", "no player #" + no));
            if (tx.roundCount() > 0) {
                throw UserError.zh("第 1 轮已编排，" + no + " 号棋手不能再删除；请改为办理退赛（象棋规则 20）",
                        "player #" + no + " cannot be removed once round 1 is paired; withdraw instead "
                        + "(xq 20)");
            }
            tx.deletePlayer(no);
            Map<Integer, Integer> shift = new java.util.HashMap<>();
            for (Player p : tx.players()) {
                if (p.no() > no) {
                    shift.put(p.no(), p.no() - 1);
                }
            }
            tx.renumberPlayers(shift);
            tx.journal("player.remove", "#" + no, Journal.player(old), null);
            return null;
        });
    }

    /**
     * 抽签定序号: before round 1, numbers the players by lot (seeded, reproducible) or by rating
     * (highest first, unrated last, then name).
     */
    public List<Player> assignStartNumbers(StartOrder order) {
        requireChief("编定序号", "assign start numbers");
        return store.write(actor(), tx -> {
            if (tx.roundCount() > 0) {
                throw UserError.zh("第 1 轮已编排，序号已固定", "start numbers are fixed once round 1 is paired");
            }
            List<Player> players = new ArrayList<>(tx.players());
            if (players.isEmpty()) {
                throw UserError.zh("还没有报名的棋手", "no players registered");
            }
            List<Player> ordered = order.apply(players, tx.settings().seed());
            Map<Integer, Integer> map = new java.util.HashMap<>();
            for (int i = 0; i < ordered.size(); i++) {
                map.put(ordered.get(i).no(), i + 1);
            }
            tx.renumberPlayers(map);
            tx.journal("player.renumber", order.name(), null, Journal.numbering(ordered));
            return tx.players();
        });
    }

    private static Player validatePlayer(int line, String name, String unit, Integer rating, String title) {
        String where = line > 0 ? "row " + line + ": " : "";
        String whereZh = line > 0 ? "第 " + line + " 行：" : "";
        if (name == null || name.isBlank()) {
            throw UserError.zh(whereZh + "姓名为空", where + "the name is empty");
        }
        if (name.strip().length() > 200) {
            throw UserError.zh(whereZh + "姓名超过 200 个字符", where + "the name is longer than 200 characters");
        }
        if (rating != null && (rating < 0 || rating > 4000)) {
            throw UserError.zh(whereZh + "等级分 " + rating + " 不在 0–4000 之间",
                    where + "rating " + rating + " is outside 0–4000");
        }
        return new Player(0, name.strip(), unit == null ? "" : unit.strip(), rating, title == null ? "" : title.strip(),
                PlayerStatus.ACTIVE, 0);
    }

    private boolean isRoundRobin(EventSettings s) {
        return plugins.find(PairingSystem.class, s.system()).map(p -> !p.needsPreviousResults()).orElse(false);
    }

    // ====================================================================== rounds

    /**
     * 编排下一轮: asks the event's pairing system for the next round and stores it as PAIRED.
     * Nothing is written if the plugin throws, returns an invalid round, or the rules forbid pairing.
     */
    public Round pairNextRound() {
        return pairNextRound(Map.of());
    }

    /** Pairs the next round with byes the arbiter fixed beforehand (requested or announced absences). */
    public Round pairNextRound(Map<Integer, ByeKind> fixedByes) {
        requireChief("编排", "pair a round");
        EventSnapshot s = snapshot();
        refuseBoardTeamEvent(s.settings(), "pair");
        int round = s.lastRound() + 1;
        PairingSystem system = plugins.require(PairingSystem.class, s.settings().system());
        int planned = s.settings().rounds() > 0 ? s.settings().rounds() : system.plannedRounds(s);
        if (round > planned && planned > 0) {
            throw UserError.zh("全部 " + planned + " 轮均已编排", "all " + planned + " rounds are paired");
        }
        if (s.lastRound() > 0) {
            Round prev = s.round(s.lastRound()).orElseThrow();
            if (system.needsPreviousResults() && !prev.isComplete()) {
                long missing = prev.pairings().stream().filter(p -> !p.isComplete()).count();
                throw UserError.zh("第 " + prev.no() + " 轮还有 " + missing + " 台没有成绩",
                        "round " + prev.no() + " still has " + missing + " board(s) without a result");
            }
        }
        if (s.activePlayers().size() < 2) {
            throw UserError.zh("编排至少需要两名在赛棋手（现有 " + s.activePlayers().size() + " 名）",
                    "at least two active players are needed to pair (have " + s.activePlayers().size() + ")");
        }
        for (Integer no : fixedByes.keySet()) {
            if (s.player(no).isEmpty()) {
                throw UserError.zh("指定轮空的 " + no + " 号棋手不存在", "fixed bye for unknown player #" + no);
            }
        }
        RoundPlan plan = callPairing(system, new PairingRequest(s, round, s.settings().seed(), fixedByes));
        List<Pairing> pairings = toPairings(s, round, plan, fixedByes, system);
        return store.write(actor(), tx -> {
            if (tx.roundCount() != s.rounds().size()) {
                throw UserError.zh("编排期间赛事已被修改；请重新编排", "the event changed while pairing; pair again");
            }
            tx.insertRound(round, RoundStatus.PAIRED, String.join("\n", plan.notes()));
            for (Pairing p : pairings) {
                tx.insertPairing(p);
            }
            tx.journal("round.pair", "round " + round, null, Journal.pairings(pairings));
            // xq 20.3/20.4: a player who left keeps his place in a round-robin table; his new boards
            // are settled (forfeit won by the opponent, or annulled) in the same transaction
            boolean anyLeft = s.players().stream().anyMatch(p -> !p.status().isActive());
            if (anyLeft) {
                new WithdrawalService(this).settleIn(tx);
            }
            return tx.round(round).orElseThrow();
        });
    }

    /** 重新编排: drops an unpublished round and pairs it again. */
    public Round repairRound(int round) {
        requireChief("重新编排", "pair a round again");
        EventSnapshot s = snapshot();
        refuseBoardTeamEvent(s.settings(), "pair again");
        Round r = s.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                "round " + round + " is not paired"));
        if (round != s.lastRound()) {
            throw UserError.zh("只有最后一轮（第 " + s.lastRound() + " 轮）可以重新编排",
                    "only the last round (" + s.lastRound() + ") can be paired again");
        }
        if (r.status() != RoundStatus.PAIRED) {
            throw UserError.zh("第 " + round + " 轮已公布，不能再重新编排",
                    "round " + round + " is published; it can no longer be paired again");
        }
        EventSnapshot before = new EventSnapshot(s.settings(), s.players(),
                s.rounds().stream().filter(x -> x.no() != round).toList(), s.penalties());
        PairingSystem system = plugins.require(PairingSystem.class, s.settings().system());
        Map<Integer, ByeKind> fixed = new java.util.HashMap<>();
        for (Pairing p : r.pairings()) {
            if (p.isBye() && p.bye() != ByeKind.PAIRING) {
                fixed.put(p.first(), p.bye());
            }
        }
        RoundPlan plan = callPairing(system, new PairingRequest(before, round, s.settings().seed(), fixed));
        List<Pairing> pairings = toPairings(before, round, plan, fixed, system);
        return store.write(actor(), tx -> {
            List<Pairing> old = tx.round(round).orElseThrow().pairings();
            tx.deleteRound(round);
            tx.insertRound(round, RoundStatus.PAIRED, String.join("\n", plan.notes()));
            for (Pairing p : pairings) {
                tx.insertPairing(p);
            }
            tx.journal("round.repair", "round " + round, Journal.pairings(old), Journal.pairings(pairings));
            return tx.round(round).orElseThrow();
        });
    }

    /** 撤销编排: deletes the last round while it is unpublished and has no result. */
    public void unpairRound(int round) {
        requireChief("撤销编排", "unpair a round");
        refuseBoardTeamEvent(settings(), "unpair");
        store.write(actor(), tx -> {
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            if (round != tx.roundCount()) {
                throw UserError.zh("只能撤销最后一轮的编排", "only the last round can be withdrawn");
            }
            if (r.status() != RoundStatus.PAIRED) {
                throw UserError.zh("第 " + round + " 轮已公布，不能撤销编排",
                        "round " + round + " is published; it cannot be withdrawn");
            }
            tx.deleteRound(round);
            tx.journal("round.unpair", "round " + round, Journal.pairings(r.pairings()), null);
            return null;
        });
    }

    /**
     * 撤回一轮: takes back the last round's pairing and results (and its team matches, lineups, game
     * records), as one journalled action. With {@code dryRun} nothing is written and the preview says what
     * would change, with the standings before and after.
     */
    public RoundRollback rollbackRound(int round, boolean dryRun) {
        requireChief("撤回一轮", "take a round back");
        EventSnapshot s = snapshot();
        Round r = s.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                "round " + round + " is not paired"));
        if (round != s.lastRound()) {
            throw UserError.zh("只能撤回最后一轮（第 " + s.lastRound() + " 轮）；请先撤回后面的轮次",
                    "only the last round (" + s.lastRound() + ") can be taken back; take back the later rounds first");
        }
        int results = (int) r.pairings().stream().filter(p -> !p.isBye() && p.result().isDecided()).count();
        int[] counts = store.read(tx -> tx.roundExtras(round));
        StandingsReport before = standingsUpTo(s, round);
        EventSnapshot without = new EventSnapshot(s.settings(), s.players(),
                s.rounds().stream().filter(x -> x.no() != round).toList(), s.penalties());
        StandingsReport after = standingsUpTo(without, round - 1);
        if (dryRun) {
            return new RoundRollback(round, r.pairings().size(), results, counts[0], counts[1], before, after, false);
        }
        store.write(actor(), tx -> {
            Round now = tx.round(round).orElseThrow();
            tx.deleteRoundCompletely(round);
            tx.journal("round.rollback", "round " + round, Journal.pairingsWithResults(now.pairings()), null);
            return null;
        });
        return new RoundRollback(round, r.pairings().size(), results, counts[0], counts[1], before, after, true);
    }

    private StandingsReport standingsUpTo(EventSnapshot s, int upTo) {
        List<String> names = s.settings().tiebreaks();
        if (names.isEmpty()) {
            names = plugins.find(PairingSystem.class, s.settings().system()).map(PairingSystem::defaultTiebreaks)
                    .orElse(List.of());
        }
        List<Tiebreak> tbs = resolveTiebreaks(names, plugins);
        ScoringScheme scheme = ScoringSchemes.require(s.settings().scoring());
        Crosstable table = new Crosstable(s, scheme, Math.max(0, upTo), StandingsOptions.of(s.settings(), scheme),
                plannedRounds(s));
        return new StandingsReport(Math.max(0, upTo), StandingsCalculator.rank(table, tbs), tbs, table);
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

    /**
     * 公布对阵: freezes the round's pairings. Then an automatic backup is kept ({@link #backupAfterPublish});
     * if that fails the round is published all the same and {@link #backupWarning()} says why.
     */
    public void publishRound(int round) {
        requireChief("公布对阵", "publish a round");
        store.write(actor(), tx -> {
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            if (r.status() != RoundStatus.PAIRED) {
                throw UserError.zh("第 " + round + " 轮已经公布", "round " + round + " is already published");
            }
            tx.setRoundStatus(round, r.isComplete() ? RoundStatus.FINISHED : RoundStatus.PUBLISHED);
            tx.journal("round.publish", "round " + round, RoundStatus.PAIRED.name(), RoundStatus.PUBLISHED.name());
            return null;
        });
        backupAfterPublish(round);
    }

    // ====================================================================== backups (issue 12 item 3)

    /**
     * 备份: writes a consistent copy of the open event to {@code target} — H2's online backup, so it may
     * run while the event is open and in use — that is itself an event file, complete or absent. An
     * existing {@code target} is refused unless {@code replace}. Returns the absolute path written.
     */
    public Path backup(Path target, boolean replace) {
        return store.backupTo(target, replace);
    }

    /** The folder of automatic backups: {@code NAME.backups} beside the event file {@code NAME.qicai}. */
    public Path backupFolder() {
        return file().resolveSibling(baseName() + ".backups");
    }

    /** The automatic backups kept, oldest first. */
    public List<Path> automaticBackups() {
        Path dir = backupFolder();
        if (!java.nio.file.Files.isDirectory(dir)) {
            return List.of();
        }
        java.util.regex.Pattern name = java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(baseName())
                + "-r(\\d+)-(\\d{8}-\\d{6})(?:-(\\d+))?\\.qicai");
        List<Path> out = new ArrayList<>();
        try (var ds = java.nio.file.Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                if (name.matcher(p.getFileName().toString()).matches() && java.nio.file.Files.isRegularFile(p)) {
                    out.add(p);
                }
            }
        } catch (java.io.IOException e) {
            LOG.warn("cannot list {}", dir, e);
        }
        out.sort(java.util.Comparator.comparing((Path p) -> {
            java.util.regex.Matcher m = name.matcher(p.getFileName().toString());
            m.matches();
            // by time, then (the same second) by round, then by the -2, -3 … of a second copy
            return m.group(2) + String.format("-%06d-%06d", Integer.parseInt(m.group(1)),
                    m.group(3) == null ? 0 : Integer.parseInt(m.group(3)));
        }));
        return out;
    }

    /** A failed automatic backup after the last publish (the publish itself stands), or empty. */
    public java.util.Optional<UserError> backupWarning() {
        return java.util.Optional.ofNullable(backupWarning);
    }

    private volatile UserError backupWarning;

    /**
     * After a round was published (the transaction committed): a copy into {@link #backupFolder()} named
     * {@code NAME-r<round>-<yyyyMMdd-HHmmss>.qicai}, keeping the last {@code backups-keep} (default 10, 0 =
     * none). Never fails the publish: a failure is logged and kept as {@link #backupWarning()}. Skipped
     * while the event is still being built (an import, a sample) and when opened read-only.
     */
    void backupAfterPublish(int round) {
        backupWarning = null;
        if (store.partial() || store.readOnly() || store.remote()) {
            // a served event is backed up by the desk that serves it
            return;
        }
        try {
            int keep = settings().backupsKeep();
            if (keep <= 0) {
                return;
            }
            Path dir = backupFolder();
            java.nio.file.Files.createDirectories(dir);
            String stamp = java.time.LocalDateTime.now().format(java.time.format.DateTimeFormatter.ofPattern(
                    "yyyyMMdd-HHmmss"));
            String stem = baseName() + "-r" + round + "-" + stamp;
            Path target = dir.resolve(stem + ".qicai");
            for (int n = 2; java.nio.file.Files.exists(target); n++) {
                target = dir.resolve(stem + "-" + n + ".qicai");
            }
            store.backupTo(target, false);
            List<Path> kept = automaticBackups();
            for (int i = 0; i < kept.size() - keep; i++) {
                java.nio.file.Files.deleteIfExists(kept.get(i));
            }
        } catch (RuntimeException | java.io.IOException e) {
            LOG.warn("automatic backup after publishing round {} of {} failed", round, file(), e);
            String why = e instanceof UserError u ? u.message(java.util.Locale.SIMPLIFIED_CHINESE) : String.valueOf(e.getMessage());
            String whyEn = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            backupWarning = new UserError("第 " + round + " 轮已公布，但自动备份失败（" + backupFolder() + "）：" + why,
                    "round " + round + " is published, but the automatic backup failed (" + backupFolder() + "): " + whyEn, e);
        }
    }

    /** The event file's name without {@code .qicai}: {@code 城市赛} for {@code 城市赛.qicai}. */
    private String baseName() {
        String n = file().getFileName().toString();
        return n.toLowerCase(java.util.Locale.ROOT).endsWith(".qicai") && n.length() > 6 ? n.substring(0, n.length() - 6) : n;
    }

    /**
     * 录入成绩 (or correct one): sets the result of one board, saying nothing more of how it was decided
     * ({@link #enterResult(int, int, ResultEntry)}).
     */
    public Pairing enterResult(int round, int board, Result result) {
        if (result == null) {
            throw UserError.zh("没有给出成绩", "no result given");
        }
        return enterResult(round, board, ResultEntry.of(result));
    }

    /**
     * 录入成绩 (or correct one) — the one result action for every board, individual or team (issue 11 item 1): the
     * board's result with how it was decided (Go: 中盘胜, a count's margin, 重下). Entering a result publishes a
     * round still in PAIRED state; the round is FINISHED when its last board is in. In a team event played on
     * boards the board is a game of a match (its number in the round, as {@code round show} lists them): the
     * round's lineups are locked first if still open, the match is scored and the entry journalled with its
     * match ({@link TeamService#enterBoardResult}). A bye, a team's empty board (21.4), a team forfeit and an
     * annulled match take no result and are refused in words — the same refusal for the window and the CLI.
     */
    public Pairing enterResult(int round, int board, ResultEntry entry) {
        return enterResult(round, board, entry, null);
    }

    /**
     * 录入成绩 with the no-lost-update check (issue 16 item 3): {@code check} says what the board may hold already —
     * nothing or the same result ({@link ResultCheck#NEW}, the CLI without {@code --correct}), anything (a correction
     * said so, {@link ResultCheck#CORRECTION}), or what the arbiter's view showed ({@link ResultCheck#over}, the
     * window). The check runs inside the entry's transaction, on individual and team boards alike; a refusal is a
     * {@link ResultConflict} naming the board's current value and who entered it, and the conflict is journalled
     * ({@code result.conflict}: the value kept before, the value refused after). Null: no check (a ruling, a
     * protest, a flag fall — the arbiter's decision itself).
     */
    public Pairing enterResult(int round, int board, ResultEntry entry, ResultCheck check) {
        if (entry == null) {
            throw UserError.zh("没有给出成绩", "no result given");
        }
        ResultCheck outer = CHECK.get();
        CHECK.set(check);
        try {
            return enterChecked(round, board, entry);
        } catch (ResultConflict c) {
            journalConflict(round, board, c);
            throw c;
        } finally {
            if (outer == null) {
                CHECK.remove();
            } else {
                CHECK.set(outer);
            }
        }
    }

    /**
     * The check of the entry under way on this thread ({@link #enterResult(int, int, ResultEntry, ResultCheck)}), read
     * by {@link #recordResult} inside the transaction — the team path reaches it through {@link TeamService} without
     * its signature changing.
     */
    private static final ThreadLocal<ResultCheck> CHECK = new ThreadLocal<>();

    /** A refused entry in the journal, in a transaction of its own (the entry itself wrote nothing). */
    private void journalConflict(int round, int board, ResultConflict c) {
        try {
            store.write(actor(), tx -> {
                tx.journal("result.conflict", "round " + round + " board " + board,
                        c.current().code() + (c.enteredBy().isEmpty() ? "" : " (" + c.enteredBy() + ")"),
                        c.attempted().code() + (c.stale() ? " stale view" : " not confirmed as a correction"));
                return null;
            });
        } catch (RuntimeException e) {
            LOG.warn("cannot journal the result conflict on round {} board {}", round, board, e);
        }
    }

    /**
     * Who entered the board's current result: the actor of the last journal row on it (an entry, a correction, a
     * ruling's or protest's result, or the undo that put it back); "" when the journal does not say.
     */
    static String enteredBy(Tx tx, int round, int board) {
        String on = "round " + round + " board " + board + " (";
        List<JournalEntry> rows = tx.journalEntries();
        for (int i = rows.size() - 1; i >= 0; i--) {
            JournalEntry e = rows.get(i);
            String subject = e.subject() == null ? "" : e.subject();
            boolean result = e.action().startsWith("result.") && !e.action().equals("result.conflict")
                    && subject.startsWith(on);
            boolean undo = e.action().equals("undo") && subject.startsWith("result.") && subject.contains(" " + on);
            if (result || undo) {
                return e.actor() == null ? "" : e.actor();
            }
        }
        return "";
    }

    /** The board's current result and who entered it: for the window's confirmation of a correction. */
    public record Entered(ResultEntry entry, String by) {
    }

    /** What a board holds now and who entered it (issue 16 item 3: the correction's confirmation names both). */
    public Entered entered(int round, int board) {
        return store.read(tx -> {
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            Pairing p = r.board(board).orElseThrow(() -> noBoard(round, board, r.pairings().size()));
            return new Entered(p.entry(), enteredBy(tx, round, board));
        });
    }

    /** {@code 1-0}, or 无 / none for an empty board: a value as the conflicts name it. */
    private static String[] shown(ResultEntry e) {
        String code = e.code();
        return code.isEmpty() ? new String[] {"（无）", "(none)"} : new String[] {code, code};
    }

    /** The check of {@link #CHECK} against the board's current value {@code p}, inside the entry's transaction. */
    private static void checkEntry(Tx tx, Pairing p, ResultEntry entry) {
        ResultCheck check = CHECK.get();
        ResultEntry now = p.entry();
        if (check == null || now.equals(entry)) {
            return;
        }
        int round = p.round();
        int board = p.board();
        // a board to be replayed (重下) waits for its result: entering it is no correction
        boolean had = now.result().isDecided();
        String[] cur = shown(now);
        String[] want = shown(entry);
        if (check.shown() != null) {
            if (now.equals(check.shown())) {
                return;
            }
            String by = enteredBy(tx, round, board);
            String[] saw = shown(check.shown());
            throw new ResultConflict("第 " + round + " 轮第 " + board + " 台的成绩刚被" + (by.isEmpty() ? "另一台裁判台" : " " + by + " ")
                    + "改为 " + cur[0] + "（你看到的是 " + saw[0] + "）：" + want[0] + " 没有保存；请看清现在的成绩再录入",
                    "round " + round + " board " + board + " was just changed to " + cur[1] + " by "
                    + (by.isEmpty() ? "another desk" : by) + " (you saw " + saw[1] + "): " + want[1]
                    + " was not saved; look at the result now and enter it again", now, entry, by, true);
        }
        if (had && !check.correct()) {
            String by = enteredBy(tx, round, board);
            throw new ResultConflict("第 " + round + " 轮第 " + board + " 台已有成绩 " + cur[0]
                    + (by.isEmpty() ? "" : "（" + by + " 录入）") + "；改为 " + want[0] + " 是更正：命令行请加 --correct，"
                    + "窗口中请确认更正；没有保存",
                    "round " + round + " board " + board + " already has " + cur[1]
                    + (by.isEmpty() ? "" : " (entered by " + by + ")") + "; " + want[1]
                    + " would be a correction: add --correct (the window asks to confirm); nothing was saved",
                    now, entry, by, false);
        }
    }

    private Pairing enterChecked(int round, int board, ResultEntry entry) {
        if (TeamService.playsOnBoards(this)) {
            return new TeamService(this).enterRoundBoardResult(round, board, entry);
        }
        boolean[] publishes = {false};
        Pairing entered = store.write(actor(), tx -> {
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            Pairing p = r.board(board).orElseThrow(() -> noBoard(round, board, r.pairings().size()));
            if (p.isBye()) {
                throw byeTakesNoResult(round, board, p.first());
            }
            publishes[0] = r.status() == RoundStatus.PAIRED && !p.entry().equals(entry);
            return applyResult(tx, r, p, entry, null);
        });
        if (publishes[0]) {
            backupAfterPublish(round);
        }
        return entered;
    }

    /** The refusal of a board a round does not have. */
    static UserError noBoard(int round, int board, int boards) {
        return UserError.zh("第 " + round + " 轮没有第 " + board + " 台（台次 1–" + boards + "）",
                "round " + round + " has no board " + board + " (boards 1–" + boards + ")");
    }

    /** The refusal of a result on a bye — the window's and the CLI's. */
    static UserError byeTakesNoResult(int round, int board, int player) {
        return UserError.zh("第 " + round + " 轮第 " + board + " 台是轮空（" + player + " 号），不录入成绩",
                "board " + board + " of round " + round + " is a bye (" + player + "); it takes no result");
    }

    static Pairing applyResult(Tx tx, Round r, Pairing p, Result result, String note) {
        return applyResult(tx, r, p, ResultEntry.of(result), note);
    }

    /**
     * The result rules inside a transaction, the one path for {@link #enterResult} and an accepted ruling
     * ({@link RulingService#accept}): the board's result set, a paired round published, the round finished with
     * its last board, the entry or correction journalled ({@code note}, nullable, follows the code).
     */
    static Pairing applyResult(Tx tx, Round r, Pairing p, ResultEntry entry, String note) {
        int round = r.no();
        if (p.entry().equals(entry)) {
            return p;
        }
        if (r.status() == RoundStatus.PAIRED) {
            tx.journal("round.publish", "round " + round, RoundStatus.PAIRED.name(), "published by result entry");
        }
        // the result's journal row is the transaction's last: an undo names it
        recordResult(tx, p, entry, "round " + round + " board " + p.board() + " (" + p.first() + "-" + p.second() + ")",
                note);
        Round after = tx.round(round).orElseThrow();
        RoundStatus status = after.isComplete() ? RoundStatus.FINISHED : RoundStatus.PUBLISHED;
        if (status != r.status()) {
            tx.setRoundStatus(round, status);
        }
        return p.withResult(entry);
    }

    /**
     * One board's result written and journalled, for individual boards and a match's ({@link TeamService}): refused
     * when it contradicts a withdrawal; nothing written (false) when the board already has it. The journal row
     * ({@code result.enter} or {@code result.correct}, on {@code target}) holds the codes before and after, how
     * the game was decided after the result ({@code 1-0 S3}), {@code note} (nullable) after that.
     */
    static boolean recordResult(Tx tx, Pairing p, ResultEntry entry, String target, String note) {
        if (p.entry().equals(entry)) {
            return false;
        }
        // a result the rules refuse is refused for that, even as a correction; then the desks' check
        refuseContradictingWithdrawal(tx, p, entry.result());
        checkEntry(tx, p, entry);
        tx.setResult(p.round(), p.board(), entry);
        boolean had = p.result().isDecided() || !p.detail().isNone();
        tx.journal(had ? "result.correct" : "result.enter", target, had ? p.entry().code() : null,
                note == null ? entry.code() : entry.code() + " " + note);
        return true;
    }

    /**
     * xq 20.3/20.4 (18.3 for an expulsion): after the round a player left, his boards can only be a forfeit he
     * lost or a double forfeit (what the withdrawal settles them to), or empty; a win, a draw or a game played
     * over the board for him contradicts the withdrawal and is refused with the reason. An annulled board
     * (20.3) no longer counts and is not checked.
     */
    private static void refuseContradictingWithdrawal(Tx tx, Pairing p, Result result) {
        if (p.isBye() || p.annulled() || !result.isDecided() || result == Result.DOUBLE_FORFEIT) {
            return;
        }
        for (int no : new int[] {p.first(), p.second()}) {
            Player pl = tx.player(no).orElse(null);
            if (pl == null || pl.status().isActive() || p.round() <= pl.leftAfterRound()) {
                continue;
            }
            Side side = p.sideOf(no);
            if (result.outcome(side) == Outcome.FORFEIT_LOSS) {
                continue;
            }
            boolean expelled = pl.status() == PlayerStatus.EXPELLED;
            String clause = expelled ? "18.3" : "20.3/20.4";
            String lost = (side == Side.FIRST ? Result.SECOND_WIN_FORFEIT : Result.FIRST_WIN_FORFEIT).code();
            throw UserError.zh(no + " 号棋手 " + pl.name() + " 已于第 " + pl.leftAfterRound() + " 轮后"
                    + (expelled ? "被除名" : "退赛") + "（" + clause + "），第 " + p.round() + " 轮第 " + p.board()
                    + " 台不能记 " + result.code() + "：此后他的对局只能记弃权负（" + lost + "）或双方弃权（-/-）",
                    "player #" + no + " " + pl.name() + " " + (expelled ? "was expelled" : "withdrew") + " after round "
                    + pl.leftAfterRound() + " (" + clause + "): round " + p.round() + " board " + p.board()
                    + " cannot be " + result.code() + "; his later games can only be a forfeit he lost (" + lost
                    + ") or a double forfeit (-/-)");
        }
    }

    /** 修改赛事设置 (tiebreak order, time control, name …). */
    public EventSettings updateSettings(EventSettings changed) {
        requireChief("修改赛事设置", "change the event's settings");
        validateSettings(changed, plugins);
        return store.write(actor(), tx -> {
            EventSettings old = tx.settings();
            if (!old.system().equals(changed.system()) && tx.roundCount() > 0) {
                throw UserError.zh("第 1 轮已编排，编排制度不能再更改", "the pairing system cannot change once round 1 is paired");
            }
            tx.saveSettings(changed);
            tx.journal("event.settings", old.name(), Journal.settings(old), Journal.settings(changed));
            return changed;
        });
    }

    // ====================================================================== helpers

    /**
     * A team event with boards pairs teams (TeamService), not players: the individual pairing actions
     * refuse it. A 队员总分 event (12.5, no boards) pairs its players individually and is allowed.
     */
    private void refuseBoardTeamEvent(EventSettings s, String what) {
        String format = s.options().get(EventSettings.TEAM_FORMAT);
        if (format == null || format.isBlank()) {
            return;
        }
        boolean boards = plugins.find(org.qicai.core.spi.TeamFormat.class, format)
                .map(org.qicai.core.spi.TeamFormat::hasBoards).orElse(true);
        if (boards) {
            throw UserError.zh("这是团体赛（" + format + "），按队编排：请用 `qicai team "
                    + (what.startsWith("pair") ? "pair" : "unpair") + "`",
                    "this is a team event (" + format + "): " + what + " teams with `qicai team "
                    + (what.startsWith("pair") ? "pair" : "unpair") + "`");
        }
    }

    /**
     * Runs a pairing plugin: its refusal becomes the arbiter's error for the round, a crash (logged) or a
     * missing answer a {@link PluginFailure}.
     */
    static RoundPlan callPairing(PairingSystem system, PairingRequest request) {
        try {
            RoundPlan plan = system.pair(request);
            if (plan == null) {
                throw new PluginFailure("编排插件“" + system.id() + "”没有返回对阵",
                        "pairing plugin '" + system.id() + "' returned no round", null);
            }
            return plan;
        } catch (PairingException e) {
            throw new UserError("第 " + request.round() + " 轮无法编排：" + e.messageZh(),
                    "cannot pair round " + request.round() + ": " + e.getMessage(), e);
        } catch (UserError e) {
            throw e;
        } catch (RuntimeException | LinkageError e) {
            LOG.error("pairing plugin {} failed on round {}", system.id(), request.round(), e);
            throw new PluginFailure("编排插件“" + system.id() + "”出错：" + e,
                    "pairing plugin '" + system.id() + "' failed: " + e, e);
        }
    }

    private static List<Pairing> toPairings(EventSnapshot s, int round, RoundPlan plan, Map<Integer, ByeKind> fixed,
                                            PairingSystem system) {
        Set<Integer> seen = new HashSet<>();
        List<Pairing> out = new ArrayList<>();
        int board = 1;
        for (BoardPlan b : plan.boards()) {
            checkPlayer(s, system, b.first(), seen);
            if (b.second() != 0) {
                checkPlayer(s, system, b.second(), seen);
                out.add(new Pairing(round, board++, b.first(), b.second(), Result.PENDING, null, false, b.explanation(),
                        org.qicai.core.model.ResultDetail.NONE, b.handicap()));
            } else {
                out.add(new Pairing(round, board++, b.first(), 0, Result.PENDING, b.bye(), false, b.explanation()));
            }
        }
        for (Map.Entry<Integer, ByeKind> e : fixed.entrySet()) {
            if (!seen.contains(e.getKey())) {
                seen.add(e.getKey());
                out.add(new Pairing(round, board++, e.getKey(), 0, Result.PENDING, e.getValue(), false,
                        "bye fixed by the arbiter"));
            }
        }
        for (Player p : s.activePlayers()) {
            if (!seen.contains(p.no()) && system.pairsEveryActivePlayer()) {
                throw new PluginFailure("编排插件“" + system.id() + "”在第 " + round + " 轮漏排了 " + p.no() + " 号棋手 "
                        + p.name(),
                        "pairing plugin '" + system.id() + "' left player #" + p.no() + " "
                        + p.name() + " out of round " + round, null);
            }
        }
        return out;
    }

    private static void checkPlayer(EventSnapshot s, PairingSystem system, int no, Set<Integer> seen) {
        if (s.player(no).isEmpty()) {
            throw new PluginFailure("编排插件“" + system.id() + "”排入了不存在的 " + no + " 号棋手",
                    "pairing plugin '" + system.id() + "' paired unknown player #" + no, null);
        }
        if (!seen.add(no)) {
            throw new PluginFailure("编排插件“" + system.id() + "”把 " + no + " 号棋手排了两次",
                    "pairing plugin '" + system.id() + "' paired player #" + no + " twice", null);
        }
    }

    @Override
    public void close() {
        store.close();
    }
}
