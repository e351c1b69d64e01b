package org.qicai.core.spi;

import org.qicai.core.model.PenaltyKind;

/**
 * One entry of a discipline's penalty catalogue (判罚条款).
 *
 * @param clause        the clause as cited ({@code 9.1.5}, {@code 18.2}, {@code go 12})
 * @param kind          what kind of penalty logging it records
 * @param descriptionZh what the clause forbids, in Chinese
 * @param descriptionEn the same in English
 */
public record PenaltyRule(String clause, PenaltyKind kind, String descriptionZh, String descriptionEn) {
}
