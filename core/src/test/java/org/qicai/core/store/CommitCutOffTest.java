package org.qicai.core.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;

/**
 * Issue 16 item 6: the connection breaks with the COMMIT on its way — the other end may have committed or not. The
 * desk is never told "not saved" of a write that was saved (it would type it again, twice in the journal), nor
 * "saved" of one that was not: a fresh connection looks for the write's sealed journal row; when the event cannot be
 * reached to look, the desk is told it is not sure. On PostgreSQL and on a served H2 event, through a relay whose
 * connections are cut as a network would.
 */
class CommitCutOffTest {
    @TempDir
    Path dir;

    private static List<Player> players(EventStore store) {
        EventStore.Work<List<Player>> w = tx -> tx.players();
        return store.read(w);
    }

    private static EventStore.Work<Void> addPlayer(int no, String name) {
        return tx -> {
            tx.insertPlayer(new Player(no, name, "北京", 2400, "", PlayerStatus.ACTIVE, 0));
            tx.journal("player.add", "#" + no, null, name);
            return null;
        };
    }

    /** An engine reached through a relay: the store to act on, and a store to check with directly. */
    private interface Engine {
        EventStore viaRelay(CutProxy relay);

        EventStore direct();
    }

    private Engine postgres() {
        String event = TestPostgres.eventName("commitcut");
        try (EventStore store = EventStore.create(Path.of(TestPostgres.urlOf(event)))) {
            store.write("裁判甲", addPlayer(1, "甲"));
        }
        return new Engine() {
            public EventStore viaRelay(CutProxy relay) {
                return EventStore.open(Path.of(TestPostgres.urlOf(event).replace(":" + TestPostgres.port() + "/",
                        ":" + relay.port() + "/")));
            }

            public EventStore direct() {
                return EventStore.open(Path.of(TestPostgres.urlOf(event)), true);
            }
        };
    }

    /** A served H2 event; {@code served[0]} the serving store, {@code server[0]} its server, closed by the caller. */
    private Engine servedH2(EventStore[] served, EventServer[] servers) {
        Path file = dir.resolve("served-" + System.nanoTime() + ".qicai");
        EventStore store = EventStore.create(file);
        store.write("裁判甲", addPlayer(1, "甲"));
        EventServer server = store.serve(0, "pw");
        served[0] = store;
        servers[0] = server;
        return new Engine() {
            public EventStore viaRelay(CutProxy relay) {
                return EventStore.openRemote("127.0.0.1", relay.port(), "pw", false);
            }

            public EventStore direct() {
                return EventStore.openRemote("127.0.0.1", server.port(), "pw", true);
            }
        };
    }

    private void committedButTheAnswerLost(Engine engine, int port) throws Exception {
        try (CutProxy relay = new CutProxy(port); EventStore store = engine.viaRelay(relay)) {
            store.commitHook(new EventStore.CommitHook() {
                @Override
                public void afterCommit(Connection c) throws SQLException {
                    relay.cut();
                    throw new SQLException("connection reset while reading the answer to COMMIT", "08006");
                }
            });
            // returns: the write is in the event, found over a new connection
            store.write("裁判乙", addPlayer(2, "乙"));
        }
        try (EventStore store = engine.direct()) {
            assertThat(players(store)).extracting(Player::name).containsExactly("甲", "乙");
            assertThat(store.integrity().findings()).isEmpty();
        }
    }

    private void cutBeforeTheCommitArrived(Engine engine, int port) throws Exception {
        try (CutProxy relay = new CutProxy(port); EventStore store = engine.viaRelay(relay)) {
            store.commitHook(new EventStore.CommitHook() {
                @Override
                public void beforeCommit(Connection c) {
                    relay.cut();
                }
            });
            assertThatThrownBy(() -> store.write("裁判乙", addPlayer(3, "丙"))).isInstanceOf(UserError.class)
                    .hasMessageStartingWith("not saved: the connection to").hasMessageEndingWith("was lost");
        }
        try (EventStore store = engine.direct()) {
            assertThat(players(store)).extracting(Player::name).doesNotContain("丙");
            assertThat(store.integrity().findings()).isEmpty();
        }
    }

    private void cutAndUnreachable(Engine engine, int port) throws Exception {
        CutProxy relay = new CutProxy(port);
        try (EventStore store = engine.viaRelay(relay)) {
            store.commitHook(new EventStore.CommitHook() {
                @Override
                public void beforeCommit(Connection c) throws SQLException {
                    try {
                        relay.close();
                    } catch (java.io.IOException e) {
                        throw new SQLException(e);
                    }
                }
            });
            assertThatThrownBy(() -> store.write("裁判乙", addPlayer(4, "丁"))).isInstanceOf(UserError.class)
                    .hasMessageStartingWith("not sure it was saved: the connection to")
                    .satisfies(e -> assertThat(((UserError) e).chinese()).startsWith("不确定是否已保存"));
        }
    }

    @Test
    void onPostgresqlACommitWhoseAnswerWasLostIsSavedAndSaidSo() throws Exception {
        committedButTheAnswerLost(postgres(), TestPostgres.port());
    }

    @Test
    void onPostgresqlACutBeforeTheCommitArrivedIsNotSaved() throws Exception {
        cutBeforeTheCommitArrived(postgres(), TestPostgres.port());
    }

    @Test
    void onPostgresqlACutWithTheDatabaseOutOfReachIsNotSureAndSaysSo() throws Exception {
        cutAndUnreachable(postgres(), TestPostgres.port());
    }

    @Test
    void onAServedEventACommitWhoseAnswerWasLostIsSavedAndACutBeforeItIsNot() throws Exception {
        EventStore[] served = new EventStore[1];
        EventServer[] servers = new EventServer[1];
        Engine h2 = servedH2(served, servers);
        try {
            committedButTheAnswerLost(h2, servers[0].port());
            cutBeforeTheCommitArrived(h2, servers[0].port());
            cutAndUnreachable(h2, servers[0].port());
        } finally {
            servers[0].close();
            served[0].close();
        }
    }
}
