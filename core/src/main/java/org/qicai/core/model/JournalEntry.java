package org.qicai.core.model;

import java.time.Instant;

/** 记录 — one row of the append-only journal: who did what, when, and the value before and after. */
public record JournalEntry(long seq, Instant at, String actor, String action, String subject, String before,
                           String after) {
}
