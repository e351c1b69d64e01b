package org.qicai.app.gui.presenter;

import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.qicai.core.UserError;
import org.qicai.core.service.EventService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A desk on a shared event (served from here or joined) keeps up with the others (issue 16 item 2): every
 * {@link #POLL_MS} ms, off the event thread, it reads the event's change counter (the journal's head, one indexed
 * read) and, only when it moved, tells the session's listeners on {@code ui} so the views re-read; every few polls it
 * renews this desk's row in the desk register and says on {@code ui} which desk it is connected to and who else is
 * there. An event open alone on this machine is not polled.
 */
public final class DeskWatch implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(DeskWatch.class);
    /** How often the change counter is read: a change of another desk shows within this and a view's re-read. */
    public static final long POLL_MS = 500;
    /** The desk's heartbeat every this many polls, 3 s (the register's rows expire after 10 s). */
    private static final int HEARTBEAT_POLLS = 6;

    private final EventSession session;
    private final Executor ui;
    private final Consumer<String> status;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "qicai-desks");
        t.setDaemon(true);
        return t;
    });
    private EventService watched;
    private long head;
    private int polls;
    private String host;
    private volatile long lastChangeSeenNanos;

    /** {@code status} gets the desk line ("" when the event is not shared); both run on {@code ui}. */
    public DeskWatch(EventSession session, Executor ui, Consumer<String> status) {
        this.session = session;
        this.ui = ui;
        this.status = status;
    }

    /** Starts polling. */
    public DeskWatch start() {
        timer.scheduleWithFixedDelay(this::pollQuietly, POLL_MS, POLL_MS, TimeUnit.MILLISECONDS);
        return this;
    }

    private void pollQuietly() {
        try {
            poll();
        } catch (RuntimeException e) {
            LOG.debug("desk poll failed", e);
        }
    }

    /**
     * One poll (the timer's; tests call it directly): true when another desk changed the event since the last one and
     * the listeners were told.
     */
    public synchronized boolean poll() {
        EventService e = session.event().orElse(null);
        if (e == null || !e.shared()) {
            if (watched != null) {
                watched = null;
                ui.execute(() -> status.accept(""));
            }
            return false;
        }
        try {
            if (e != watched) {
                // a change between the views' first read and this poll must not be missed: the first poll of an event
                // re-reads once
                watched = e;
                head = -1;
                polls = 0;
            }
            boolean moved = false;
            long now = e.changeCounter();
            if (now != head) {
                head = now;
                moved = true;
                lastChangeSeenNanos = System.nanoTime();
                ui.execute(session::changed);
            }
            if (polls++ % HEARTBEAT_POLLS == 0) {
                e.heartbeat(host());
                String line = line(session.messages(), e, e.desks());
                ui.execute(() -> status.accept(line));
            }
            return moved;
        } catch (UserError lost) {
            // the serving desk stopped or the network broke: said where the desk line is, every poll until back
            String line = session.messages().get("desk.status.lost", lost.message(session.messages().locale()));
            ui.execute(() -> status.accept(line));
            return false;
        }
    }

    /** When the last change of another desk was seen ({@link System#nanoTime}), 0 before any. */
    public long lastChangeSeenNanos() {
        return lastChangeSeenNanos;
    }

    /** This machine's name, for the other desks' status bars (looked up once, off the event thread). */
    private String host() {
        if (host == null) {
            try {
                host = java.net.InetAddress.getLocalHost().getHostName();
            } catch (java.io.IOException | RuntimeException e) {
                host = "";
            }
        }
        return host;
    }

    /**
     * The desk line: 联机：已连接 qicai://…（本台：李四，副裁判）· 其他裁判台：张三（裁判长，主机 laptop）, or 联机：正在开放，端口 9123 …
     */
    String line(Messages m, EventService e, List<EventService.Desk> desks) {
        StringBuilder others = new StringBuilder();
        for (EventService.Desk d : desks) {
            if (d.self()) {
                continue;
            }
            if (others.length() > 0) {
                others.append(m.get("desk.status.separator"));
            }
            others.append(m.get("desk.status.desk", d.arbiter(), d.role().label(m.locale()),
                    d.host() == null || d.host().isBlank() ? "?" : d.host()));
        }
        String who = others.length() == 0 ? m.get("desk.status.nobody") : others.toString();
        String self = m.get("desk.status.self", e.arbiter(), e.role().label(m.locale()));
        if (e.remote()) {
            return m.get("desk.status.joined", session.joinedAt().orElse(e.file().toString()), self, who);
        }
        return m.get("desk.status.serving", Integer.toString(e.servingPort()), self, who);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
