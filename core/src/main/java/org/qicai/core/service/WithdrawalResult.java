package org.qicai.core.service;

import java.util.List;
import java.util.Locale;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.spi.Named;

/**
 * What a withdrawal (退赛, xq 20) or an expulsion (除名, 18.3 — treated as withdrawal) did, or would
 * do when previewed.
 *
 * @param player         the player as he is after it (status, last round)
 * @param decision       which rule applied
 * @param gamesPlayed    his games in rounds up to {@code player.leftAfterRound()} that count as played (20.3)
 * @param gamesScheduled his games in the whole schedule (round robin), 0 for other systems
 * @param changes        the boards changed, before and after
 * @param reason         the arbiter's words
 */
public record WithdrawalResult(Player player, Decision decision, int gamesPlayed, int gamesScheduled,
                               List<Change> changes, String reason) {

    public WithdrawalResult {
        changes = List.copyOf(changes);
        reason = reason == null ? "" : reason;
    }

    /** The rule that decided what happens to the player's games. */
    public enum Decision {
        /** 20.2: left before the start; nothing to change (a round robin is drawn for those who remain). */
        BEFORE_START("20.2"),
        /** 20.3: round robin, fewer than half of the games played — every result of the player annulled (注销). */
        ANNULLED("20.3"),
        /** 20.3: round robin, half or more played — results stand, the rest are forfeits won by the opponents. */
        RESULTS_STAND("20.3"),
        /** 20.4: Swiss (and every system that pairs from results): results stand, not paired again. */
        NOT_PAIRED_AGAIN("20.4");

        private final String clause;

        Decision(String clause) {
            this.clause = clause;
        }

        public String clause() {
            return clause;
        }
    }

    /**
     * One board changed.
     *
     * @param before the board before
     * @param after  the board after
     */
    public record Change(Pairing before, Pairing after) {
    }

    public boolean expelled() {
        return player.status() == PlayerStatus.EXPELLED;
    }

    /** One sentence saying what happened and why, citing the clauses. */
    public String explanation(Locale locale) {
        boolean en = Named.isEnglish(locale);
        String who = "#" + player.no() + " " + player.name();
        String head = expelled()
                ? (en ? who + " expelled (18.3, treated as withdrawal) after round " + player.leftAfterRound()
                        : who + " 除名（18.3，按退出处理），第" + player.leftAfterRound() + "轮后")
                : (en ? who + " withdrew after round " + player.leftAfterRound()
                        : who + " 退出比赛，第" + player.leftAfterRound() + "轮后");
        String rule = switch (decision) {
            case BEFORE_START -> en ? "before the start (20.2): no result to change"
                    : "赛前退出（20.2）：无成绩需要处理";
            case ANNULLED -> en ? "round robin, " + gamesPlayed + " of " + gamesScheduled
                    + " games played, fewer than half (20.3): all his results annulled"
                    : "循环制，已赛" + gamesPlayed + "局/共" + gamesScheduled + "局，不足半数（20.3）：所有已赛结果一概注销";
            case RESULTS_STAND -> en ? "round robin, " + gamesPlayed + " of " + gamesScheduled
                    + " games played, half or more (20.3): results stand, his remaining games are forfeits won by the opponents"
                    : "循环制，已赛" + gamesPlayed + "局/共" + gamesScheduled + "局，达到半数（20.3）：成绩有效，其余未赛对局均作弃权，对方获胜";
            case NOT_PAIRED_AGAIN -> en ? "results stand, unplayed games are forfeits won by the opponents, "
                    + "not paired again (20.4)"
                    : "已赛结果均有效，未赛对局均作弃权、对方获胜，不再编排（20.4）";
        };
        String boards = changes.isEmpty() ? "" : (en ? "; boards changed: " : "；变更对局：") + changes.size();
        return head + (en ? " — " : "——") + rule + boards + (reason.isEmpty() ? "" : (en ? "; reason: " : "；原因：") + reason);
    }
}
