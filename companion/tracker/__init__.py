"""The table tracker: the public state of a real table, from camera observations and
players' answers (issue 3). No I/O here; the session log is :mod:`companion.session_log`.

- :mod:`.observations`: the input records and their JSON form;
- :mod:`.tracker`: :class:`Tracker` (``apply``, ``undo``, ``view``, ``unseen``); its mixins
  :mod:`.table_queries` (the app's questions about the table), :mod:`.card_reads` (a card
  read as several candidates), :mod:`.asking` (the questions asked and answered),
  :mod:`.corrected` (slash corrections), :mod:`.trials` (an input tried on a copy),
  :mod:`.deal_trials` (the next round's deal tried), :mod:`.round_end_held` (the round's end
  held), :mod:`.probably_out` (players only probably out), :mod:`.step` (one input stepped
  in every account), :mod:`.agreed_events` (what the accounts kept agree to say);
- :mod:`.flow` / :mod:`.table`: the rules over one hypothesis of the table (a round's
  steps; a played card's effects :mod:`.play_effects`, "now Insane" :mod:`.now_insane`,
  the events an account adds :mod:`.account_events`); :mod:`.inference`: which
  observation fits which hypothesis (a card laid :mod:`.card_laid`, an answer
  :mod:`.answer_told`, a discard unread :mod:`.unread_discard`, what an account waits
  for :mod:`.account_queries`);
- :mod:`.events`: :class:`TableEvent`, what the tracker announces;
- :mod:`.from_engine`: an engine game turned into observations (tests, demo, simulate).
"""
from companion.tracker.events import TableEvent
from companion.tracker.observations import Observation, ObservationError
from companion.tracker.tracker import Tracker

__all__ = ["Tracker", "TableEvent", "Observation", "ObservationError"]
