package org.qicai.core.model;

import java.util.Objects;

/**
 * 棋手 — a registered player.
 *
 * @param no      start number (序号), 1-based, unique in the event
 * @param name    姓名
 * @param unit    单位 (club, city, team); empty when none
 * @param rating  等级分, or {@code null} when unrated
 * @param title   称号/等级 (e.g. 特级大师, 一级); empty when none
 * @param status  active, withdrawn or expelled
 * @param leftAfterRound for a withdrawn/expelled player the last round he belonged to the event (0 = before the start)
 */
public record Player(int no, String name, String unit, Integer rating, String title, PlayerStatus status,
                     int leftAfterRound) {

    public Player {
        Objects.requireNonNull(name, "name");
        unit = unit == null ? "" : unit;
        title = title == null ? "" : title;
        status = status == null ? PlayerStatus.ACTIVE : status;
    }

    public static Player of(int no, String name, String unit, Integer rating) {
        return new Player(no, name, unit, rating, "", PlayerStatus.ACTIVE, 0);
    }

    public int ratingOrZero() {
        return rating == null ? 0 : rating;
    }

    public Player withNo(int newNo) {
        return new Player(newNo, name, unit, rating, title, status, leftAfterRound);
    }

    public Player withStatus(PlayerStatus newStatus, int afterRound) {
        return new Player(no, name, unit, rating, title, newStatus, afterRound);
    }
}
