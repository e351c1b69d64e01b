package org.qicai.core.model;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * An immutable picture of one event at one moment: what plugins compute from. Plugins never see
 * the store; a service loads a snapshot, hands it to a plugin and writes what comes back.
 */
public record EventSnapshot(EventSettings settings, List<Player> players, List<Round> rounds, List<Penalty> penalties) {

    public EventSnapshot {
        players = players.stream().sorted(Comparator.comparingInt(Player::no)).toList();
        rounds = rounds.stream().sorted(Comparator.comparingInt(Round::no)).toList();
        penalties = List.copyOf(penalties);
    }

    public Optional<Player> player(int no) {
        if (no >= 1 && no <= players.size() && players.get(no - 1).no() == no) {
            return Optional.of(players.get(no - 1));
        }
        return players.stream().filter(p -> p.no() == no).findFirst();
    }

    public Optional<Round> round(int no) {
        if (no >= 1 && no <= rounds.size() && rounds.get(no - 1).no() == no) {
            return Optional.of(rounds.get(no - 1));
        }
        return rounds.stream().filter(r -> r.no() == no).findFirst();
    }

    /** The number of the last round that has pairings, 0 before the first pairing. */
    public int lastRound() {
        return rounds.isEmpty() ? 0 : rounds.get(rounds.size() - 1).no();
    }

    public List<Player> activePlayers() {
        return players.stream().filter(p -> p.status().isActive()).toList();
    }

    public String playerName(int no) {
        return player(no).map(Player::name).orElse("");
    }
}
