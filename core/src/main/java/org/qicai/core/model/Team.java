package org.qicai.core.model;

import java.util.List;
import java.util.Objects;

/**
 * 队 — a registered team: its players in registered board order (台次; positions 1…n, the ones
 * after the number of boards are the substitutes 替补 of xq 12.2), its unit (单位) and captain (队长).
 *
 * @param no             team number (队号), 1-based, unique in the event; the pairing order of a round robin
 * @param name           队名
 * @param unit           单位; empty when none
 * @param captain        队长 (a player's name or the team leader's); empty when none
 * @param players        start numbers of the players in registered order: {@code players.get(0)} is position 1
 * @param status         active, withdrawn (xq 20) or expelled (18.3)
 * @param leftAfterRound for a team that left, the last round it belonged to the event (0 = before the start)
 * @param annulled       xq 20.3: the team left a round robin before meeting half of its opponents, so
 *                       all its results are annulled (注销)
 */
public record Team(int no, String name, String unit, String captain, List<Integer> players, PlayerStatus status,
                   int leftAfterRound, boolean annulled) {

    public Team {
        Objects.requireNonNull(name, "name");
        unit = unit == null ? "" : unit;
        captain = captain == null ? "" : captain;
        players = List.copyOf(players);
        status = status == null ? PlayerStatus.ACTIVE : status;
    }

    public static Team of(int no, String name, String unit, String captain, List<Integer> players) {
        return new Team(no, name, unit, captain, players, PlayerStatus.ACTIVE, 0, false);
    }

    /** Registered players. */
    public int registered() {
        return players.size();
    }

    /** The start number of the player at registered position {@code position} (1-based). */
    public int playerAt(int position) {
        if (position < 1 || position > players.size()) {
            throw new IllegalArgumentException("team " + no + " has no position " + position);
        }
        return players.get(position - 1);
    }

    /** The registered position (1-based) of a player, or 0 when not in this team. */
    public int positionOf(int player) {
        int i = players.indexOf(player);
        return i < 0 ? 0 : i + 1;
    }

    public boolean isActive() {
        return status.isActive();
    }

    public Team withNo(int newNo) {
        return new Team(newNo, name, unit, captain, players, status, leftAfterRound, annulled);
    }

    public Team withPlayers(List<Integer> newPlayers) {
        return new Team(no, name, unit, captain, newPlayers, status, leftAfterRound, annulled);
    }

    public Team withStatus(PlayerStatus newStatus, int afterRound, boolean resultsAnnulled) {
        return new Team(no, name, unit, captain, players, newStatus, afterRound, resultsAnnulled);
    }
}
