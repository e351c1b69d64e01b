package org.qicai.core.spi;

import java.util.List;

/** A proposed round: boards in board order, and notes for the arbiter (warnings, relaxed preferences). */
public record RoundPlan(List<BoardPlan> boards, List<String> notes) {
    public RoundPlan {
        boards = List.copyOf(boards);
        notes = notes == null ? List.of() : List.copyOf(notes);
    }
}
