package org.qicai.app.gui.presenter;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.model.JournalEntry;

/**
 * 操作日志: the event's append-only journal — every arbiter action with who, when, the subject and the
 * values before and after — read-only, filtered by any text the arbiter types.
 */
public final class JournalPresenter {
    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private final EventSession session;
    private final ZoneId zone;

    public JournalPresenter(EventSession session) {
        this(session, ZoneId.systemDefault());
    }

    JournalPresenter(EventSession session, ZoneId zone) {
        this.session = session;
        this.zone = zone;
    }

    public List<String> columns() {
        Messages m = session.messages();
        return List.of(m.get("journal.col.seq"), m.get("journal.col.time"), m.get("journal.col.actor"),
                m.get("journal.col.action"), m.get("journal.col.subject"), m.get("journal.col.before"),
                m.get("journal.col.after"));
    }

    /** The rows in journal order whose any cell contains {@code filter} (case-insensitive); all when blank. */
    public List<List<String>> rows(String filter) {
        if (!session.hasEvent()) {
            return List.of();
        }
        String f = filter == null ? "" : filter.strip().toLowerCase(Locale.ROOT);
        List<List<String>> out = new ArrayList<>();
        boolean english = session.messages().language() == Language.ENGLISH;
        for (JournalEntry e : session.require().journal()) {
            // the action in the window's language; the filter also finds its code (result.enter)
            List<String> row = List.of(Long.toString(e.seq()), TIME.format(e.at().atZone(zone)), e.actor(),
                    org.qicai.core.model.JournalAction.label(e.action(), english),
                    e.subject(), e.before() == null ? "" : e.before(), e.after() == null ? "" : e.after());
            if (f.isEmpty() || e.action().toLowerCase(Locale.ROOT).contains(f)
                    || row.stream().anyMatch(c -> c.toLowerCase(Locale.ROOT).contains(f))) {
                out.add(row);
            }
        }
        return out;
    }

    /** 共 12 条（显示 3 条）. */
    public String count(int shown) {
        int all = session.event().map(e -> e.journal().size()).orElse(0);
        return shown == all ? session.messages().get("journal.count", Integer.toString(all))
                : session.messages().get("journal.countFiltered", Integer.toString(all), Integer.toString(shown));
    }
}
