package org.qicai.core.model;

import java.util.List;
import java.util.Optional;

/** 轮 — one round: its status and its boards in board order. */
public record Round(int no, RoundStatus status, List<Pairing> pairings) {

    public Round {
        pairings = List.copyOf(pairings);
    }

    public Optional<Pairing> board(int board) {
        return pairings.stream().filter(p -> p.board() == board).findFirst();
    }

    public Optional<Pairing> pairingOf(int player) {
        return pairings.stream().filter(p -> p.involves(player)).findFirst();
    }

    public boolean isComplete() {
        return pairings.stream().allMatch(Pairing::isComplete);
    }
}
