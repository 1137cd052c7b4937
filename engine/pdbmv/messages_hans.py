"""Simplified Chinese event sentences, GENERATED from the Traditional ones by OpenCC.

Do not edit: run ``python -m sitebuild.hans``."""

TEMPLATES = {'bribe.add': '{player} 把 {cards} 加进自己的{treasure}贿赂。',
 'bribe.new': '{player} 以 {cards} 开始一笔{treasure}贿赂。',
 'curse': '{player} 诅咒{treasure} {steps}。',
 'dealt': '{card}发到摊位 {stall}。',
 'drawn': '{player} 抽到{card}。',
 'end.draw_deck_empty': '{player} 要抽牌，但牌堆已空：游戏结束。',
 'end.refill_deck_out': '牌堆在发出相符的牌或万用牌之前就用完了：游戏立即结束。',
 'joined': '{player} 手牌中的 {count} 加入其{treasure}贿赂。',
 'move.bribe': '{treasure}标记向右移动 {steps}：第 {from} 格 → 第 {to} 格。',
 'move.bribe.capped': '{treasure}标记本应向右移动 {steps}，但停在最后一格：第 {from} 格 → 第 {to} 格。',
 'move.bribe.stay': '{treasure}标记已在最后一格（第 {to} 格），不再移动。',
 'move.curse': '{treasure}标记向左移动 {steps}：第 {from} 格 → 第 {to} 格。',
 'move.curse.capped': '{treasure}标记本应向左移动 {steps}，但停在第一格：第 {from} 格 → 第 {to} 格。',
 'move.curse.stay': '{treasure}标记已在第一格，不再移动。',
 'paid': '{player} 支付 {cards} 购买摊位 {stall}；这些牌离开游戏。',
 'pushed': '{treasure}标记从第 {from} 格挪到第 {to} 格，让出位置。',
 'ranking.one': '{winners} 获胜。',
 'ranking.shared': '共同获胜：{winners}。',
 'refill': '黑市补货：从摊位 3 开始发牌，直到发出{treasure}或万用牌为止。',
 'score.bribe': '{player}：{treasure}贿赂，{count} × {value} = {points}。',
 'score.hand': '{player}：手中剩下的{treasure}，{count} × −{value} = {points}。',
 'score.wild': '{player}：手中剩下的万用牌，{count} × −{value} = {points}。',
 'stop.match': '这张{card}与贿赂相符：补货停止。',
 'stop.wild': '发出万用牌：补货停止。',
 'taken': '{player} 从摊位 {stall} 拿走 {cards}。',
 'taken.free': '{player} 免费从摊位 0 拿走 {cards}（不诅咒）。',
 'tiebreak': '{players} 平手，比较第 {space} 格（{treasure}）的贿赂牌数：{counts}。',
 'total': '{player} 得 {score} 分。'}

NOUNS = {'card': ('1 张牌', '{n} 张牌'), 'space': ('1 格', '{n} 格')}

TREASURE_NAMES = {'axe': '蛮族斧头',
 'crown': '国王王冠',
 'feather': '凤凰羽毛',
 'relic': '遗物',
 'scroll': '魔法卷轴',
 'sword': '附魔之剑'}

WILD_NAME = '万用牌'

LIST_SEP = '、'
