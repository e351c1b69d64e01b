package org.qicai.core.model;

/** 棋手状态: active, withdrawn (弃权退赛, xq 20) or expelled (除名, xq 18.3 — treated as withdrawal). */
public enum PlayerStatus {
    ACTIVE, WITHDRAWN, EXPELLED;

    public boolean isActive() {
        return this == ACTIVE;
    }
}
