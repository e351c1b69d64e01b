package org.qicai.core.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.TreeSet;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.standings.Tiebreak;
import org.qicai.core.store.Tx;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A form's edit refused because what it showed changed before it was saved — another desk edited it meanwhile
 * (issue 16 item 3, no lost update). The service compares what the form showed with what the event holds inside
 * its write; when they differ it throws {@link Refused} (nothing written), then journals the refusal in a
 * transaction of its own ({@code *.conflict}) so that the journal shows both edits.
 */
final class StaleEdits {
    private static final Logger LOG = LoggerFactory.getLogger(StaleEdits.class);

    private StaleEdits() {
    }

    /** The refusal: a {@link UserError} the service recognises as its own stale-view refusal. */
    static final class Refused extends UserError {
        private static final long serialVersionUID = 1L;

        Refused(String chinese, String english) {
            super(chinese, english, null);
        }
    }

    /**
     * Who made the newest change to {@code subject} by an action starting with {@code actionPrefix} (conflict rows
     * left out); empty when the journal does not say.
     */
    static String lastBy(Tx tx, String actionPrefix, String subject) {
        List<JournalEntry> rows = tx.journalEntries();
        for (int i = rows.size() - 1; i >= 0; i--) {
            JournalEntry e = rows.get(i);
            if (e.action().startsWith(actionPrefix) && !e.action().endsWith(".conflict")
                    && (subject == null || subject.equals(e.subject()))) {
                return e.actor() == null ? "" : e.actor();
            }
        }
        return "";
    }

    /** "刚被 张三 修改" / "was just changed by 张三" — or by another desk when the journal does not say. */
    static Refused refused(String whatZh, String whatEn, String by, String nowZh, String nowEn) {
        return new Refused(whatZh + "刚被" + (by.isEmpty() ? "另一台裁判台" : " " + by + " ") + "修改，现在是：" + nowZh
                + "；你的修改没有保存，请看清后再改",
                whatEn + " was just changed by " + (by.isEmpty() ? "another desk" : by) + "; now: " + nowEn
                + "; your change was not saved: look again and edit");
    }

    /** Journals a refused edit in its own transaction; a failure to journal it is logged, the refusal stands. */
    static void journal(EventService events, String action, String subject, String shown, String attempted) {
        try {
            events.store().write(events.actor(), tx -> {
                tx.journal(action, subject, shown, attempted);
                return null;
            });
        } catch (RuntimeException x) {
            LOG.warn("cannot journal the refused edit {} of {}", action, subject, x);
        }
    }

    /**
     * The parts of the settings that differ from what the form showed, each with its value now; the tiebreaks as
     * the tiebreak dialog lists them.
     */
    static String settingsNow(EventSettings shown, EventSettings now, boolean chinese, ExtensionRegistry plugins) {
        List<String> parts = new ArrayList<>();
        part(parts, chinese, "赛事名称", "name", shown.name(), now.name());
        part(parts, chinese, "编排制度", "pairing system", shown.system(), now.system());
        part(parts, chinese, "轮数", "rounds", shown.rounds(), now.rounds());
        part(parts, chinese, "计分", "scoring", shown.scoring(), now.scoring());
        if (!shown.tiebreaks().equals(now.tiebreaks())) {
            List<String> names = now.tiebreaks().stream().map(id -> tiebreakName(id, chinese, plugins)).toList();
            parts.add(chinese ? "破同分顺序 " + (names.isEmpty() ? "编排制度的默认顺序" : String.join(" > ", names))
                    : "tiebreaks " + (names.isEmpty() ? "the system's default order" : String.join(" > ", names)));
        }
        part(parts, chinese, "用时", "time control", shown.timeControl(), now.timeControl());
        part(parts, chinese, "随机种子", "seed", shown.seed(), now.seed());
        TreeSet<String> keys = new TreeSet<>(shown.options().keySet());
        keys.addAll(now.options().keySet());
        for (String k : keys) {
            part(parts, chinese, k, k, shown.options().get(k), now.options().get(k));
        }
        return String.join(chinese ? "；" : "; ", parts);
    }

    /** 胜局 (wins) / Board wins (wins): a tiebreak as the tiebreak dialog lists it; its id when no extension has it. */
    private static String tiebreakName(String id, boolean chinese, ExtensionRegistry plugins) {
        for (Tiebreak t : EventService.tiebreakCatalogue(plugins)) {
            if (t.id().equals(id)) {
                return t.displayName(chinese ? Locale.CHINESE : Locale.ENGLISH) + " (" + id + ")";
            }
        }
        return id;
    }

    private static void part(List<String> parts, boolean chinese, String zh, String en, Object shown, Object now) {
        if (!Objects.equals(shown, now)) {
            String value = now == null || now.toString().isEmpty() ? (chinese ? "（无）" : "(none)") : now.toString();
            parts.add((chinese ? zh + " " : en + " ") + value);
        }
    }
}
