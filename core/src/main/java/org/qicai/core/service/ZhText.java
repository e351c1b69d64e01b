package org.qicai.core.service;

import org.qicai.core.model.PlayerStatus;
import org.qicai.core.spi.OptionSpec;

/** The Chinese side of the services' error texts, where one is built in several places. */
final class ZhText {
    private ZhText() {
    }

    /** 在赛 / 退赛 (xq 20) / 除名 (xq 18.3). */
    static String status(PlayerStatus s) {
        return switch (s) {
            case ACTIVE -> "在赛";
            case WITHDRAWN -> "退赛";
            case EXPELLED -> "除名";
        };
    }

    /** The Chinese text of a failure passed on inside a message (a plugin's refusal, an arbiter's error). */
    static String detail(Throwable e) {
        return org.qicai.core.ArgumentError.chineseOf(e);
    }

    /** The Chinese of {@link OptionSpec#validate}'s message (the value is not one of the choices). */
    static String optionError(OptionSpec o, String value) {
        return "选项 " + o.key() + "（" + o.labelZh() + "）：“" + value + "”不在可选值之中："
                + String.join(", ", o.choices().stream().map(c -> c.isEmpty() ? "（空）" : c).toList());
    }
}
