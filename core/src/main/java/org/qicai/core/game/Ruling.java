package org.qicai.core.game;

import java.util.List;

/**
 * 裁决 — a ruling over a record: the verdict, the clauses it rests on, the first illegal move (or null),
 * the repetition cycle (or null), the natural move limit (or null when the record does not reach it and
 * it was not asked about), and the ruling in words in both languages, as printed on the 裁决书.
 */
public record Ruling(Verdict verdict, List<String> clauses, RecordError illegal, Repetition repetition,
        MoveLimit moveLimit, String summaryZh, String summaryEn) {
    public Ruling {
        clauses = List.copyOf(clauses);
    }
}
