package org.qicai.core.model;

/**
 * 轮次状态. A round is PAIRED once pairings exist (re-pairing allowed), PUBLISHED when the arbiter
 * announced it (pairings frozen, results may be entered), FINISHED when every board has a result.
 */
public enum RoundStatus {
    PAIRED, PUBLISHED, FINISHED
}
