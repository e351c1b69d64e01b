package org.qicai.core.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.PenaltyRule;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.spi.ScoresheetSpec;

/** Minimal extensions for core tests (the real plugins live in plugins/ and are tested there and in app). */
final class TestPlugins {
    private TestPlugins() {
    }

    /** Pairs players in start order 1-2, 3-4 … every round; the last one odd out gets the bye. */
    static final class Adjacent implements PairingSystem {
        @Override
        public String id() {
            return "adjacent";
        }

        @Override
        public String displayName(Locale l) {
            return "adjacent";
        }

        @Override
        public int plannedRounds(EventSnapshot e) {
            return 3;
        }

        @Override
        public RoundPlan pair(PairingRequest r) {
            List<Player> ps = r.event().activePlayers();
            List<BoardPlan> boards = new ArrayList<>();
            for (int i = 0; i + 1 < ps.size(); i += 2) {
                boards.add(BoardPlan.game(ps.get(i).no(), ps.get(i + 1).no(), "test"));
            }
            if (ps.size() % 2 == 1) {
                boards.add(BoardPlan.bye(ps.get(ps.size() - 1).no(), "odd"));
            }
            return new RoundPlan(boards, List.of());
        }

        @Override
        public List<String> defaultTiebreaks() {
            return List.of("sonneborn-berger", "wins");
        }
    }

    /** A pairing plugin with a bug. */
    static final class Throwing implements PairingSystem {
        @Override
        public String id() {
            return "throwing";
        }

        @Override
        public String displayName(Locale l) {
            return "throwing";
        }

        @Override
        public int plannedRounds(EventSnapshot e) {
            return 5;
        }

        @Override
        public RoundPlan pair(PairingRequest r) {
            throw new IllegalStateException("bug in plugin");
        }
    }

    /** A pairing plugin that forgets a player. */
    static final class Forgetful implements PairingSystem {
        @Override
        public String id() {
            return "forgetful";
        }

        @Override
        public String displayName(Locale l) {
            return "forgetful";
        }

        @Override
        public int plannedRounds(EventSnapshot e) {
            return 5;
        }

        @Override
        public RoundPlan pair(PairingRequest r) {
            return new RoundPlan(List.of(BoardPlan.game(1, 2, "")), List.of());
        }
    }

    static final class Xq implements Discipline {
        @Override
        public String id() {
            return "xiangqi";
        }

        @Override
        public String displayName(Locale l) {
            return "象棋";
        }

        @Override
        public String sideName(Side s, Locale l) {
            return s == Side.FIRST ? "红方" : "黑方";
        }

        @Override
        public String sideShort(Side s, Locale l) {
            return s == Side.FIRST ? "红" : "黑";
        }

        @Override
        public String resultWord(Result r, Locale l) {
            return r.code();
        }

        @Override
        public Optional<Result> parseResultWord(String w) {
            return Optional.empty();
        }

        @Override
        public List<PenaltyRule> penaltyCatalogue() {
            return List.of();
        }

        @Override
        public ScoresheetSpec scoresheet(Locale l) {
            return new ScoresheetSpec("", "", "", "", 60, List.of());
        }
    }

    static ExtensionRegistry registry() {
        return ExtensionRegistry.of(List.of(new Adjacent(), new Throwing(), new Forgetful(), new Xq()));
    }
}
