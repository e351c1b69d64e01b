package org.qicai.core.team;

/**
 * A player to register in a team.
 *
 * @param name   姓名
 * @param rating 等级分, null when unrated
 * @param title  称号/等级, may be empty
 */
public record NewPlayer(String name, Integer rating, String title) {
    public NewPlayer {
        title = title == null ? "" : title;
    }

    public static NewPlayer named(String name) {
        return new NewPlayer(name, null, "");
    }
}
