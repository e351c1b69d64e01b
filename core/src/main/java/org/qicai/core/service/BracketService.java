package org.qicai.core.service;

import java.util.Optional;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.plugin.PluginFailure;
import org.qicai.core.spi.Bracket;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingSystem;

/** 对阵图 — the bracket or group tables of an event whose pairing system has one (knockout, groups). */
public final class BracketService {
    private final EventService events;

    public BracketService(EventService events) {
        this.events = events;
    }

    /** The bracket as the event stands; empty for systems without one (Swiss, round robin). */
    public Optional<Bracket> bracket() {
        EventSnapshot s = events.snapshot();
        PairingSystem system = events.pairingSystem();
        try {
            return system.bracket(s);
        } catch (PairingException e) {
            throw new UserError("无法生成对阵图：" + e.messageZh(), "bracket: " + e.getMessage(), e);
        } catch (UserError e) {
            throw e;
        } catch (RuntimeException | LinkageError e) {
            throw new PluginFailure("编排插件“" + system.id() + "”生成对阵图时出错：" + e,
                    "pairing plugin '" + system.id() + "' failed to draw the bracket: " + e, e);
        }
    }

    /** Like {@link #bracket()} but a user error for a system without a bracket. */
    public Bracket require() {
        return bracket().orElseThrow(() -> UserError.zh("编排制度“" + events.settings().system() + "”没有对阵图（淘汰赛和分组赛才有）",
                "the pairing system '" + events.settings().system()
                + "' has no bracket (knockout and groups have one)"));
    }
}
