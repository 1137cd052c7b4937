"""Simplified Chinese shared widget strings, GENERATED from the Traditional ones by OpenCC.

Do not edit: run ``python -m sitebuild.hans``."""

UI = {'after': '之后',
 'before': '之前',
 'edit_error': '未套用：{error}',
 'first': '开头',
 'last': '结尾',
 'loading': '正在载入规则引擎：{loaded}／{total}',
 'megabytes': '{n} MB',
 'next': '下一步',
 'outcome': '结果：',
 'prev': '上一步',
 'reset': '回到范例',
 'start_error': '互动范例无法启动（{error}）。上方的范例仍然有效。',
 'step_count': '第 {n} 步，共 {total} 步',
 'step_start': '开始：任何事发生之前的局面。',
 'stepper': '范例的步骤',
 'steps': '逐步说明'}
