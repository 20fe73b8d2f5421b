(function () {
  "use strict";
  var form = document.getElementById("filters");
  var status = document.getElementById("filter-status");
  var figures = Array.prototype.slice.call(document.querySelectorAll("main figure"));
  var names = ["scheme", "direction", "text", "idiom"];
  function chosen(name) {
    var input = form.querySelector("input[name='" + name + "']:checked");
    return input ? input.value : "";
  }
  // The same rule as the check's below: only the platform hides pictures that do not say.
  function matches(name, value, wanted) {
    return wanted === "" || value === wanted || (value === null && name !== "idiom");
  }
  function readAddress() {
    var query = window.location.search.replace(/^\?/, "").split("&");
    query.forEach(function (pair) {
      var parts = pair.split("=");
      if (parts.length !== 2 || names.indexOf(parts[0]) < 0) { return; }
      var value = decodeURIComponent(parts[1]);
      Array.prototype.forEach.call(form.querySelectorAll("input[name='" + parts[0] + "']"), function (input) {
        if (input.value === value) { input.checked = true; }
      });
    });
  }
  function writeAddress(wanted) {
    var kept = window.location.search.replace(/^\?/, "").split("&").filter(function (pair) {
      return pair !== "" && names.indexOf(pair.split("=")[0]) < 0;
    });
    names.forEach(function (name) {
      if (wanted[name] !== "") { kept.push(name + "=" + encodeURIComponent(wanted[name])); }
    });
    var address = window.location.pathname + (kept.length ? "?" + kept.join("&") : "") + window.location.hash;
    // Some browsers refuse to change the address of a page opened from a file.
    try { window.history.replaceState(null, "", address); } catch (error) { }
  }
  function apply() {
    var wanted = {};
    names.forEach(function (name) { wanted[name] = chosen(name); });
    writeAddress(wanted);
    var shown = 0;
    figures.forEach(function (figure) {
      var visible = names.every(function (name) {
        return matches(name, figure.getAttribute("data-" + name), wanted[name]);
      });
      figure.hidden = !visible;
      if (visible) { shown += 1; }
    });
    Array.prototype.forEach.call(document.querySelectorAll("main section"), function (section) {
      var count = section.querySelectorAll("figure:not([hidden])").length;
      section.querySelector(".empty").hidden = count > 0;
      var label = document.querySelector("[data-count-for='" + section.id + "']");
      if (label) { label.textContent = count + (count === 1 ? " picture" : " pictures"); }
    });
    status.textContent = shown + " of " + figures.length + " pictures shown";
  }
  form.addEventListener("change", apply);
  form.addEventListener("reset", function () { window.setTimeout(apply, 0); });
  window.galleryApplyFilters = apply;
  form.hidden = false;
  readAddress();
  apply();
})();
