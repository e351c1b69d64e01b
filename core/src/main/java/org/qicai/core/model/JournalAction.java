package org.qicai.core.model;

import java.util.Map;

/** What a journal action code ({@code result.enter}) says to the arbiter, in Chinese or English. */
public final class JournalAction {
    private JournalAction() {
    }

    private static final Map<String, String[]> LABELS = Map.ofEntries(
            Map.entry("journal.seal", new String[] {"封存记录（哈希链起点）", "journal sealed (start of the hash chain)"}),
            Map.entry("data.change", new String[] {"数据改动", "data changed"}),
            Map.entry("undo", new String[] {"撤销", "undo"}),
            Map.entry("event.create", new String[] {"新建赛事", "event created"}),
            Map.entry("event.import", new String[] {"导入赛事", "event imported"}),
            Map.entry("event.settings", new String[] {"修改赛事设置", "settings changed"}),
            Map.entry("player.add", new String[] {"报名棋手", "player added"}),
            Map.entry("player.edit", new String[] {"修改棋手", "player edited"}),
            Map.entry("player.conflict", new String[] {"棋手修改冲突（未保存）", "player edit conflict (not saved)"}),
            Map.entry("player.import", new String[] {"导入报名表", "players imported"}),
            Map.entry("player.remove", new String[] {"删除棋手", "player removed"}),
            Map.entry("player.renumber", new String[] {"编定序号", "start numbers assigned"}),
            Map.entry("player.reinstate", new String[] {"恢复参赛", "player reinstated"}),
            Map.entry("player.withdraw", new String[] {"退赛", "player withdrawn"}),
            Map.entry("player.expel", new String[] {"取消资格", "player expelled"}),
            Map.entry("round.pair", new String[] {"编排", "round paired"}),
            Map.entry("round.repair", new String[] {"重新编排", "round paired again"}),
            Map.entry("round.unpair", new String[] {"撤销编排", "round unpaired"}),
            Map.entry("round.publish", new String[] {"公布对阵", "round published"}),
            Map.entry("round.rollback", new String[] {"撤回一轮", "round taken back"}),
            Map.entry("result.enter", new String[] {"录入成绩", "result entered"}),
            Map.entry("result.correct", new String[] {"更正成绩", "result corrected"}),
            Map.entry("result.conflict", new String[] {"成绩冲突（未保存）", "result conflict (not saved)"}),
            Map.entry("result.penalty", new String[] {"判罚改判成绩", "result set by a penalty"}),
            Map.entry("result.protest", new String[] {"申诉改判成绩", "result set by a protest"}),
            Map.entry("penalty.add", new String[] {"记录判罚", "penalty logged"}),
            Map.entry("penalty.correct", new String[] {"更正判罚", "penalty corrected"}),
            Map.entry("protest.lodge", new String[] {"受理申诉", "protest lodged"}),
            Map.entry("protest.decide", new String[] {"申诉裁决", "protest decided"}),
            Map.entry("record.store", new String[] {"录入棋谱", "game record stored"}),
            Map.entry("record.replace", new String[] {"替换棋谱", "game record replaced"}),
            Map.entry("ruling.accept", new String[] {"接受裁决", "ruling accepted"}),
            Map.entry("withdrawal.settle", new String[] {"退赛处理", "withdrawal settled"}),
            Map.entry("team.add", new String[] {"报名队伍", "team added"}),
            Map.entry("team.edit", new String[] {"修改队伍", "team edited"}),
            Map.entry("team.import", new String[] {"导入队伍", "teams imported"}),
            Map.entry("team.remove", new String[] {"删除队伍", "team removed"}),
            Map.entry("team.renumber", new String[] {"编定队号", "team numbers assigned"}),
            Map.entry("team.reorder", new String[] {"调整台次顺序", "board order changed"}),
            Map.entry("team.player.add", new String[] {"增加队员", "team member added"}),
            Map.entry("team.player.remove", new String[] {"删除队员", "team member removed"}),
            Map.entry("team.pair", new String[] {"团体编排", "team round paired"}),
            Map.entry("team.unpair", new String[] {"撤销团体编排", "team round unpaired"}),
            Map.entry("team.withdraw", new String[] {"队伍退赛", "team withdrawn"}),
            Map.entry("match.forfeit", new String[] {"整场弃权", "match forfeited"}),
            Map.entry("lineup.enter", new String[] {"提交出场名单", "lineup entered"}),
            Map.entry("lineup.change", new String[] {"更改出场名单", "lineup changed"}),
            Map.entry("lineup.lock", new String[] {"锁定出场名单", "lineups locked"}),
            Map.entry("lineup.unlock", new String[] {"解锁出场名单", "lineups unlocked"}),
            Map.entry("lineup.deadline", new String[] {"出场名单截止", "lineup deadline"}));

    /** The action in words; an unknown code is returned as it is. */
    public static String label(String action, boolean english) {
        String[] l = LABELS.get(action);
        if (l == null) {
            if (action.startsWith("round.edit.")) {
                return english ? "pairing edited (" + action.substring(11) + ")" : "调整对阵（" + action.substring(11) + "）";
            }
            return action;
        }
        return english ? l[1] : l[0];
    }
}
