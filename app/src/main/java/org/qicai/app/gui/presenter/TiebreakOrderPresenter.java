package org.qicai.app.gui.presenter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.service.EventService;
import org.qicai.core.standings.Tiebreak;
import org.qicai.core.standings.tiebreak.BuiltInTiebreak;
import org.qicai.core.standings.tiebreak.Tiebreaks;

/**
 * 破同分顺序: the event's tiebreak order, edited from the catalogue (built in and from plugins) or from a
 * preset (15.1, 15.2, xq2020), and saved as the event's setting (journaled). Each tiebreak carries its
 * rule in words for a tooltip.
 */
public final class TiebreakOrderPresenter {

    /** A tiebreak as the lists show it: {@code 小分 (sonneborn-berger)}, with its rule as the tooltip. */
    public record Item(String id, String label, String tooltip) {
        @Override
        public String toString() {
            return label;
        }
    }

    private final EventSession session;
    /** The settings as {@link #current} read them: a save is refused when another desk changed them since. */
    private EventSettings shown;

    public TiebreakOrderPresenter(EventSession session) {
        this.session = session;
    }

    private Messages m() {
        return session.messages();
    }

    /** Every tiebreak the event may use, in the catalogue's order. */
    public List<Item> catalogue() {
        List<Item> out = new ArrayList<>();
        for (Tiebreak t : EventService.tiebreakCatalogue(session.plugins())) {
            out.add(item(t));
        }
        return out;
    }

    private Item item(Tiebreak t) {
        String rule = t instanceof BuiltInTiebreak b ? b.rule(m().locale()) : "";
        String tip = t.clause() + (rule.isEmpty() ? "" : " — " + rule);
        return new Item(t.id(), t.displayName(m().locale()) + " (" + t.id() + ")", tip);
    }

    private Optional<Item> byId(String id) {
        return catalogue().stream().filter(i -> i.id().equals(id)).findFirst();
    }

    /** The order the standings use now: the event's, or the pairing system's default when it has none. */
    public List<Item> current() {
        EventService svc = session.require();
        shown = svc.settings();
        List<String> ids = svc.standings(0, List.of()).tiebreakIds();
        List<Item> out = new ArrayList<>();
        for (String id : ids) {
            byId(id).ifPresent(out::add);
        }
        return out;
    }

    /** Whether the event names its own order (else the system's default applies). */
    public boolean eventHasOwnOrder() {
        return !session.require().settings().tiebreaks().isEmpty();
    }

    /** The individual presets (15.1, 15.2, xq2020) with their labels. */
    public List<Choice> presets() {
        List<Choice> out = new ArrayList<>();
        for (Tiebreaks.Preset p : Tiebreaks.PRESETS) {
            if (!p.team()) {
                out.add(new Choice(p.id(), p.label(m().locale())));
            }
        }
        return out;
    }

    /** The tiebreaks of a preset, in order. */
    public List<Item> preset(String id) {
        List<String> ids = Tiebreaks.preset(id).orElseThrow(() -> new UserError(m().get("tiebreaks.error.preset", id)));
        List<Item> out = new ArrayList<>();
        for (String t : ids) {
            out.add(byId(t).orElseThrow(() -> new UserError(m().get("tiebreaks.error.unknown", t))));
        }
        return out;
    }

    /**
     * Saves the order as the event's setting; an empty order goes back to the pairing system's default. The
     * service validates it (an unknown or repeated id is refused and nothing is written).
     */
    public EventSettings save(List<String> ids) {
        EventService svc = session.require();
        EventSettings base = shown != null ? shown : svc.settings();
        EventSettings s = svc.updateSettings(base.withTiebreaks(List.copyOf(ids)), shown);
        shown = s;
        session.changed();
        return s;
    }

    /** The status line after saving: the new order in words. */
    public String savedMessage(List<String> ids) {
        if (ids.isEmpty()) {
            return m().get("tiebreaks.savedDefault");
        }
        List<String> names = new ArrayList<>();
        for (String id : ids) {
            names.add(byId(id).map(Item::label).orElse(id));
        }
        return m().get("tiebreaks.saved", String.join(m().english() ? ", " : "、", names));
    }
}
