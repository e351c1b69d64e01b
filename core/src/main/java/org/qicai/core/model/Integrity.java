package org.qicai.core.model;

import java.time.Instant;
import java.util.List;

/**
 * 核验 — what checking an event file's journal chain found: whether every journal row still hashes to
 * its stored value, each following the one before, and whether the data replayed from the rows' changes
 * equals the data in the file.
 *
 * @param chained  false for a file whose journal has no hashed row yet (written before the chain existed)
 * @param head     the last row's full SHA-256 hash in hex, empty when not chained
 * @param headSeq  the journal row the head belongs to
 * @param headAt   when that row was written (null when not chained)
 * @param rows     journal rows in the file
 * @param findings what does not match, in journal order; empty when intact
 */
public record Integrity(boolean chained, String head, long headSeq, Instant headAt, int rows,
                        List<Finding> findings) {

    /** Digits of the head printed on sheets and accepted by {@code verify --head}. */
    public static final int SHORT_HEAD = 12;

    public Integrity {
        findings = List.copyOf(findings);
    }

    public boolean intact() {
        return findings.isEmpty();
    }

    /** The head as printed in a sheet's footer: its first {@value #SHORT_HEAD} hex digits. */
    public String shortHead() {
        return head.length() <= SHORT_HEAD ? head : head.substring(0, SHORT_HEAD);
    }

    /**
     * One mismatch.
     *
     * @param seq   the journal row it concerns (0 when no row does)
     * @param table the data table, empty for the journal itself
     * @param key   the row's key as {@code column=value, …}, empty for the journal itself
     * @param zh    what was found, in Chinese
     * @param en    the same in English
     */
    public record Finding(long seq, String table, String key, String zh, String en) {
    }

    /**
     * A state named by a head digest that was looked up in the file's history.
     *
     * @param seq   the journal row whose hash starts with the digest
     * @param at    when it was written
     * @param action the row's action
     * @param later how many journal rows were written after it
     */
    public record HeadMatch(long seq, Instant at, String action, String subject, int later) {
    }
}
