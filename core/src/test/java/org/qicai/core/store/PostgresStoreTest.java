package org.qicai.core.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;

/** An event kept in PostgreSQL (issue 16 items 5 and 6): the store on a real server, its refusals and faults. */
class PostgresStoreTest {
    @TempDir
    Path dir;

    private static List<Player> players(EventStore store) {
        EventStore.Work<List<Player>> w = tx -> tx.players();
        return store.read(w);
    }

    private static void addPlayer(EventStore store, int no, String name) {
        store.write("裁判甲", tx -> {
            tx.insertPlayer(new Player(no, name, "北京", 2400, "", PlayerStatus.ACTIVE, 0));
            tx.journal("player.add", "#" + no, null, name);
            return null;
        });
    }

    @Test
    void anEventCreatedInPostgresqlReopensWithItsRowsAndAnIntactJournalChain() {
        Path at = TestPostgres.event("reopen");
        try (EventStore store = EventStore.create(at)) {
            assertThat(store.postgres()).isTrue();
            addPlayer(store, 1, "吕钦");
            addPlayer(store, 2, "许银川");
        }
        try (EventStore store = EventStore.open(at)) {
            assertThat(players(store).stream().map(Player::name)).containsExactly("吕钦", "许银川");
            var integrity = store.integrity();
            assertThat(integrity.findings()).isEmpty();
            assertThat(integrity.rows()).isEqualTo(3);
            assertThat(store.file().toString()).doesNotContain(TestPostgres.PASSWORD);
        }
    }

    @Test
    void severalEventsLiveInOneDatabaseEachInItsOwnSchema() throws Exception {
        String a = TestPostgres.eventName("one");
        String b = TestPostgres.eventName("two");
        try (EventStore sa = EventStore.create(Path.of(TestPostgres.urlOf(a)));
             EventStore sb = EventStore.create(Path.of(TestPostgres.urlOf(b)))) {
            addPlayer(sa, 1, "甲");
            addPlayer(sb, 1, "乙");
            addPlayer(sb, 2, "丙");
        }
        try (Connection c = TestPostgres.admin(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM \"" + b + "\".player")) {
            rs.next();
            assertThat(rs.getInt(1)).isEqualTo(2);
        }
        try (EventStore sa = EventStore.open(Path.of(TestPostgres.urlOf(a)), true)) {
            assertThat(players(sa)).hasSize(1);
        }
    }

    @Test
    void anEventNameAlreadyInTheDatabaseIsNotReplaced() {
        Path at = TestPostgres.event("taken");
        try (EventStore store = EventStore.create(at)) {
            addPlayer(store, 1, "甲");
        }
        assertThatThrownBy(() -> EventStore.create(at)).isInstanceOf(UserError.class)
                .hasMessageContaining("already holds an event");
        try (EventStore store = EventStore.open(at, true)) {
            assertThat(players(store)).hasSize(1);
        }
    }

    @Test
    void aMissingEventIsNamedWithTheEventsTheDatabaseHolds() {
        String existing = TestPostgres.eventName("present");
        EventStore.create(Path.of(TestPostgres.urlOf(existing))).close();
        assertThatThrownBy(() -> EventStore.open(Path.of(TestPostgres.urlOf("no_such_event"))))
                .isInstanceOf(UserError.class).hasMessageContaining("holds no event 'no_such_event'")
                .hasMessageContaining(existing);
    }

    @Test
    void aWrongPasswordIsRefusedInWordsWithoutThePassword() {
        String url = TestPostgres.url("pw").replace(TestPostgres.PASSWORD, "wrong-one");
        assertThatThrownBy(() -> EventStore.open(Path.of(url))).isInstanceOf(UserError.class)
                .hasMessageStartingWith("wrong user name or password").hasMessageNotContaining("wrong-one");
    }

    @Test
    void nobodyListeningAtTheAddressIsSaidSo() throws Exception {
        int free;
        try (ServerSocket s = new ServerSocket(0)) {
            free = s.getLocalPort();
        }
        assertThatThrownBy(() -> EventStore.create(Path.of("postgresql://u:p@127.0.0.1:" + free + "/qicai?event=x")))
                .isInstanceOf(UserError.class).hasMessageStartingWith("cannot reach the database server 127.0.0.1:" + free);
    }

    @Test
    void aDatabaseTheServerDoesNotHaveIsNamed() {
        String url = TestPostgres.url("db").replace("/" + TestPostgres.DATABASE + "?", "/nodb?");
        assertThatThrownBy(() -> EventStore.open(Path.of(url))).isInstanceOf(UserError.class)
                .hasMessageContaining("has no database 'nodb'");
    }

    @Test
    void badAddressesAreRefusedBeforeAnythingIsWritten() {
        assertThatThrownBy(() -> EventStore.create(Path.of("postgresql://host:5432/qicai")))
                .isInstanceOf(UserError.class).hasMessageContaining("?event=NAME");
        assertThatThrownBy(() -> EventStore.create(Path.of("postgresql://host:99999/qicai?event=a")))
                .isInstanceOf(UserError.class).hasMessageContaining("postgresql://HOST:PORT/DATABASE?event=NAME");
        assertThatThrownBy(() -> EventStore.create(Path.of("postgresql://host/qicai?event=a;drop")))
                .isInstanceOf(UserError.class).hasMessageContaining("cannot be used");
        assertThatThrownBy(() -> EventStore.create(Path.of("postgresql://host/qicai?event=a&sslmode=x")))
                .isInstanceOf(UserError.class).hasMessageContaining("not 'sslmode'");
    }

    @Test
    void credentialsComeFromTheUrlElseTheEnvironment() {
        PgAddress inUrl = PgAddress.parse("postgresql://ref:s%40cret@db.example:6000/fed?event=city2026", n -> null);
        assertThat(inUrl).extracting(PgAddress::user, PgAddress::password, PgAddress::host, PgAddress::port,
                PgAddress::database, PgAddress::event).containsExactly("ref", "s@cret", "db.example", 6000, "fed", "city2026");
        assertThat(inUrl.toString()).isEqualTo("postgresql://db.example:6000/fed?event=city2026");
        java.util.Map<String, String> env = java.util.Map.of("PGUSER", "deputy", "QICAI_PASSWORD", "q");
        PgAddress fromEnv = PgAddress.parse("postgresql:/db.example/fed?event=象棋甲级", env::get);
        assertThat(fromEnv).extracting(PgAddress::user, PgAddress::password, PgAddress::port, PgAddress::event)
                .containsExactly("deputy", "q", 5432, "象棋甲级");
        java.util.Map<String, String> both = java.util.Map.of("PGPASSWORD", "pg", "QICAI_PASSWORD", "q");
        assertThat(PgAddress.parse("postgresql://db/fed?event=a", both::get).password()).isEqualTo("pg");
    }

    @Test
    void aReadOnlyOpeningWritesNothing() {
        Path at = TestPostgres.event("ro");
        EventStore.create(at).close();
        try (EventStore store = EventStore.open(at, true)) {
            assertThatThrownBy(() -> addPlayer(store, 1, "甲")).isInstanceOf(IllegalStateException.class);
            assertThat(players(store)).isEmpty();
        }
    }

    @Test
    void desksWritingAtOnceKeepEveryRowAndOneUnbrokenChain() throws Exception {
        Path at = TestPostgres.event("desks");
        EventStore.create(at).close();
        int desks = 3;
        int each = 15;
        ExecutorService pool = Executors.newFixedThreadPool(desks);
        List<Future<?>> done = new ArrayList<>();
        for (int d = 0; d < desks; d++) {
            int desk = d;
            done.add(pool.submit(() -> {
                try (EventStore store = EventStore.open(at)) {
                    for (int i = 0; i < each; i++) {
                        addPlayer(store, desk * 100 + i + 1, "台" + desk + "-" + i);
                    }
                }
                return null;
            }));
        }
        for (Future<?> f : done) {
            f.get();
        }
        pool.shutdown();
        try (EventStore store = EventStore.open(at, true)) {
            assertThat(players(store)).hasSize(desks * each);
            var integrity = store.integrity();
            assertThat(integrity.findings()).isEmpty();
            assertThat(integrity.rows()).isEqualTo(1 + desks * each);
        }
    }

    @Test
    void aConnectionCutMidEntryIsNotSavedAndLeavesNothingHalfWritten() throws Exception {
        String event = TestPostgres.eventName("cut");
        try (EventStore store = EventStore.create(Path.of(TestPostgres.urlOf(event)))) {
            addPlayer(store, 1, "甲");
        }
        try (CutProxy proxy = new CutProxy(TestPostgres.port())) {
            Path viaProxy = Path.of(TestPostgres.urlOf(event).replace(":" + TestPostgres.port() + "/",
                    ":" + proxy.port() + "/"));
            try (EventStore store = EventStore.open(viaProxy)) {
                assertThatThrownBy(() -> store.write("裁判乙", tx -> {
                    tx.insertPlayer(new Player(2, "乙", "", 0, "", PlayerStatus.ACTIVE, 0));
                    proxy.cut();
                    tx.insertPlayer(new Player(3, "丙", "", 0, "", PlayerStatus.ACTIVE, 0));
                    tx.journal("player.add", "#2", null, "乙");
                    return null;
                })).isInstanceOf(UserError.class).hasMessageStartingWith("not saved: the connection to postgresql://")
                        .hasMessageEndingWith("was lost");
            }
        }
        try (EventStore store = EventStore.open(Path.of(TestPostgres.urlOf(event)), true)) {
            assertThat(players(store)).extracting(Player::name).containsExactly("甲");
            assertThat(store.integrity().findings()).isEmpty();
        }
    }

    @Test
    void theServerEndingTheSessionMidEntryIsNotSaved() throws Exception {
        Path at = TestPostgres.event("killed");
        try (EventStore store = EventStore.create(at)) {
            addPlayer(store, 1, "甲");
            assertThatThrownBy(() -> store.write("裁判乙", tx -> {
                tx.insertPlayer(new Player(2, "乙", "", 0, "", PlayerStatus.ACTIVE, 0));
                try (Connection admin = TestPostgres.admin(); Statement st = admin.createStatement()) {
                    st.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '"
                            + TestPostgres.USER + "' AND application_name = 'qicai' AND state = 'idle in transaction'");
                } catch (java.sql.SQLException e) {
                    throw new IllegalStateException(e);
                }
                tx.journal("player.add", "#2", null, "乙");
                return null;
            })).isInstanceOf(UserError.class).hasMessageStartingWith("not saved: the connection to");
        }
        try (EventStore store = EventStore.open(at, true)) {
            assertThat(players(store)).hasSize(1);
            assertThat(store.integrity().findings()).isEmpty();
        }
    }

    @Test
    void aFileCopiedToPostgresqlAndBackIsTheSameEventWithTheSameChainHead() throws Exception {
        Path file = dir.resolve("src.qicai");
        try (EventStore store = EventStore.create(file)) {
            addPlayer(store, 1, "胡荣华");
            addPlayer(store, 2, "杨官璘");
            store.write("裁判甲", tx -> {
                tx.putSetting("name", "全国赛");
                tx.putSetting("name", "全国个人赛");
                tx.journal("event.set", "name", "全国赛", "全国个人赛");
                return null;
            });
        }
        String head;
        try (EventStore store = EventStore.open(file, true)) {
            head = store.integrity().head();
        }
        Path pg = TestPostgres.event("copy");
        EventCopy.Result there = EventCopy.copy(file, pg);
        assertThat(there.head()).isEqualTo(head);
        assertThat(there.rows()).containsEntry("player", 2L).containsEntry("journal", 4L);
        try (EventStore store = EventStore.open(pg)) {
            assertThat(store.integrity().findings()).isEmpty();
            assertThat(store.integrity().head()).isEqualTo(head);
            addPlayer(store, 3, "王嘉良"); // the copy goes on: the journal's numbers continue
        }
        Path back = dir.resolve("back.qicai");
        EventCopy.Result home = EventCopy.copy(pg, back);
        assertThat(home.rows()).containsEntry("player", 3L).containsEntry("journal", 5L);
        try (EventStore store = EventStore.open(back)) {
            assertThat(store.integrity().findings()).isEmpty();
            assertThat(players(store)).extracting(Player::name).containsExactly("胡荣华", "杨官璘", "王嘉良");
            addPlayer(store, 4, "柳大华");
            assertThat(store.integrity().findings()).isEmpty();
        }
    }

    @Test
    void aCopyNeverReplacesAnExistingDestination() throws Exception {
        Path file = dir.resolve("a.qicai");
        EventStore.create(file).close();
        Path other = dir.resolve("b.qicai");
        try (EventStore store = EventStore.create(other)) {
            addPlayer(store, 1, "留着");
        }
        long size = java.nio.file.Files.size(other);
        assertThatThrownBy(() -> EventCopy.copy(file, other)).isInstanceOf(UserError.class)
                .hasMessageContaining("already exists");
        assertThat(java.nio.file.Files.size(other)).isEqualTo(size);
        Path pg = TestPostgres.event("keep");
        try (EventStore store = EventStore.create(pg)) {
            addPlayer(store, 1, "留着");
        }
        assertThatThrownBy(() -> EventCopy.copy(file, pg)).isInstanceOf(UserError.class)
                .hasMessageContaining("already holds an event");
        try (EventStore store = EventStore.open(pg, true)) {
            assertThat(players(store)).hasSize(1);
        }
        assertThat(java.nio.file.Files.list(dir).map(p -> p.getFileName().toString()))
                .containsExactlyInAnyOrder("a.qicai", "b.qicai");
    }
}
