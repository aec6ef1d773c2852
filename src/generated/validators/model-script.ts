// Generated from mock-model/script-schema.ts by scripts/validators.ts (`npm run generate`); do not edit by hand.
// ajv 8.20.0 standalone code, options {"allErrors":true,"strict":false}.
// @ts-nocheck
import type { ValidateFunction } from 'ajv';

const ucs2length = function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
};
const schema11 = {"additionalProperties":false,"$id":"https://vessel-kit.dev/schemas/model-script.schema.json","title":"vessel-kit model script","type":"object","required":["id","steps"],"properties":{"$schema":{"type":"string"},"id":{"pattern":"^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$","description":"Named by `vessel-kit:script=<id>`.","type":"string"},"description":{"type":"string"},"dialect":{"description":"Which delta field carries reasoning.","anyOf":[{"const":"reasoning_content","type":"string"},{"const":"reasoning","type":"string"}]},"steps":{"minItems":1,"type":"array","items":{"additionalProperties":false,"type":"object","properties":{"reasoning":{"type":"string"},"text":{"type":"string"},"tool_calls":{"type":"array","items":{"additionalProperties":false,"type":"object","required":["name"],"properties":{"id":{"minLength":1,"description":"Call id; default `call_<step>_<index>`.","type":"string"},"name":{"minLength":1,"description":"Tool name. `$any` calls the first tool the request offers.","type":"string"},"arguments":{"description":"Arguments, sent as their JSON text.","type":"object","patternProperties":{"^(.*)$":{}}},"arguments_raw":{"description":"Exact argument text in place of `arguments`; may be invalid JSON.","type":"string"}}}},"finish_reason":{"anyOf":[{"const":"stop","type":"string"},{"const":"tool_calls","type":"string"},{"const":"length","type":"string"},{"const":"content_filter","type":"string"}]},"usage":{"additionalProperties":false,"description":"Reported usage; computed from the characters when absent.","type":"object","required":["input","output"],"properties":{"input":{"minimum":0,"type":"integer"},"output":{"minimum":0,"type":"integer"}}},"timing":{"additionalProperties":false,"type":"object","properties":{"ttft_ms":{"minimum":0,"description":"Delay before the first frame (default 0).","type":"number"},"chunk_chars":{"minimum":1,"description":"Characters (code points) per piece (default 4).","type":"integer"},"interval_ms":{"minimum":0,"description":"Delay between frames (default 0).","type":"number"},"pieces":{"description":"Exact pieces and send times; replaces the step's text and reasoning when those are absent.","type":"array","items":{"additionalProperties":false,"type":"object","required":["kind","text","at_ms"],"properties":{"kind":{"anyOf":[{"const":"text","type":"string"},{"const":"reasoning","type":"string"}]},"text":{"type":"string"},"at_ms":{"minimum":0,"description":"Send time, in ms after the request arrived.","type":"number"}}}}}},"fault":{"additionalProperties":false,"minProperties":1,"type":"object","properties":{"http_status":{"minimum":400,"maximum":599,"description":"Answer this HTTP status before any stream byte.","type":"integer"},"body":{"description":"With http_status: the body (a string is sent as is); default an OpenAI error."},"headers":{"description":"With http_status: extra headers (default `x-should-retry: false`).","type":"object","patternProperties":{"^(.*)$":{"type":"string"}}},"error_frame_after":{"minimum":0,"description":"Send an OpenAI `data: {\"error\":...}` frame after N frames, then end.","type":"integer"},"cut_after":{"minimum":0,"description":"Close the socket after N frames.","type":"integer"},"eof_without_finish":{"description":"End the stream with no finish_reason and no [DONE].","const":true,"type":"boolean"},"malformed_after":{"minimum":0,"description":"Send a frame that is not JSON after N frames, then end.","type":"integer"},"stall_after":{"minimum":0,"description":"Send no more bytes after N frames (for `ms`, or forever).","type":"integer"},"ms":{"minimum":0,"description":"With stall_after: how long; absent = forever.","type":"number"}}},"expect":{"additionalProperties":false,"type":"object","properties":{"tools_offered":{"description":"The request offers at least one tool (true) or none (false).","type":"boolean"},"tools_include":{"description":"Tool names the request must offer.","type":"array","items":{"type":"string"}},"tools_exclude":{"description":"Tool names the request must not offer.","type":"array","items":{"type":"string"}},"reasoning_in_history":{"description":"Some assistant message carries reasoning_content (true) or none does (false).","type":"boolean"},"system_first":{"description":"The first message is (true) / is not (false) a system message.","type":"boolean"},"system_messages":{"minimum":0,"description":"Exact number of system messages.","type":"integer"},"images":{"description":"Some message holds an image_url part (true) or none does (false).","type":"boolean"},"last_tool_result":{"description":"The last message is a tool result (true), or the result for this call id.","anyOf":[{"const":true,"type":"boolean"},{"minLength":1,"type":"string"}]}}},"repeat":{"description":"This step is played for every later step too (last step only).","type":"boolean"}}}}}};
const pattern0 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$", "u");
const pattern1 = new RegExp("^(.*)$", "u");
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://vessel-kit.dev/schemas/model-script.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.steps === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "$schema") || (key0 === "id")) || (key0 === "description")) || (key0 === "dialect")) || (key0 === "steps"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.description !== undefined){
if(typeof data.description !== "string"){
const err6 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.dialect !== undefined){
let data3 = data.dialect;
const _errs9 = errors;
let valid1 = false;
const _errs10 = errors;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if("reasoning_content" !== data3){
const err8 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/anyOf/0/const",keyword:"const",params:{allowedValue: "reasoning_content"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs10 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const _errs12 = errors;
if(typeof data3 !== "string"){
const err9 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if("reasoning" !== data3){
const err10 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/anyOf/1/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs12 === errors;
valid1 = valid1 || _valid0;
}
if(!valid1){
const err11 = {instancePath:instancePath+"/dialect",schemaPath:"#/properties/dialect/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
}
if(data.steps !== undefined){
let data4 = data.steps;
if(Array.isArray(data4)){
if(data4.length < 1){
const err12 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
for(const key1 in data5){
if(!(func2.call(schema11.properties.steps.items.properties, key1))){
const err13 = {instancePath:instancePath+"/steps/" + i0,schemaPath:"#/properties/steps/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data5.reasoning !== undefined){
if(typeof data5.reasoning !== "string"){
const err14 = {instancePath:instancePath+"/steps/" + i0+"/reasoning",schemaPath:"#/properties/steps/items/properties/reasoning/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.text !== undefined){
if(typeof data5.text !== "string"){
const err15 = {instancePath:instancePath+"/steps/" + i0+"/text",schemaPath:"#/properties/steps/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data5.tool_calls !== undefined){
let data8 = data5.tool_calls;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.name === undefined){
const err16 = {instancePath:instancePath+"/steps/" + i0+"/tool_calls/" + i1,schemaPath:"#/properties/steps/items/properties/tool_calls/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key2 in data9){
if(!((((key2 === "id") || (key2 === "name")) || (key2 === "arguments")) || (key2 === "arguments_raw"))){
const err17 = {instancePath:instancePath+"/steps/" + i0+"/tool_calls/" + i1,schemaPath:"#/properties/steps/items/properties/tool_calls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data9.id !== undefined){
let data10 = data9.id;
if(typeof data10 === "string"){
if(func3(data10) < 1){
const err18 = {instancePath:instancePath+"/steps/" + i0+"/tool_calls/" + i1+"/id",schemaPath:"#/properties/steps/items/properties/tool_calls/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/steps/" + i0+"/tool_calls/" + i1+"/id",schemaPath:"#/properties/steps/items/properties/tool_calls/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data9.name !== undefined){
let data11 = data9.name;
if(typeof data11 === "string"){
if(func3(data11) < 1){
const err20 = {instancePath:instancePath+"/steps/" + i0+"/tool_calls/" + i1+"/name",schemaPath:"#/properties/steps/items/properties/tool_calls/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/steps/" + i0+"/tool_calls/" + i1+"/name",schemaPath:"#/properties/steps/items/properties/tool_calls/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.arguments !== undefined){
let data12 = data9.arguments;
if(!(data12 && typeof data12 == "object" && !Array.isArray(data12))){
const err22 = {instancePath:instancePath+"/steps/" + i0+"/tool_calls/" + i1+"/arguments",schemaPath:"#/properties/steps/items/properties/tool_calls/items/properties/arguments/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data9.arguments_raw !== undefined){
if(typeof data9.arguments_raw !== "string"){
const err23 = {instancePath:instancePath+"/steps/" + i0+"/tool_calls/" + i1+"/arguments_raw",schemaPath:"#/properties/steps/items/properties/tool_calls/items/properties/arguments_raw/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath:instancePath+"/steps/" + i0+"/tool_calls/" + i1,schemaPath:"#/properties/steps/items/properties/tool_calls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath:instancePath+"/steps/" + i0+"/tool_calls",schemaPath:"#/properties/steps/items/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data5.finish_reason !== undefined){
let data14 = data5.finish_reason;
const _errs37 = errors;
let valid8 = false;
const _errs38 = errors;
if(typeof data14 !== "string"){
const err26 = {instancePath:instancePath+"/steps/" + i0+"/finish_reason",schemaPath:"#/properties/steps/items/properties/finish_reason/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if("stop" !== data14){
const err27 = {instancePath:instancePath+"/steps/" + i0+"/finish_reason",schemaPath:"#/properties/steps/items/properties/finish_reason/anyOf/0/const",keyword:"const",params:{allowedValue: "stop"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs38 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs40 = errors;
if(typeof data14 !== "string"){
const err28 = {instancePath:instancePath+"/steps/" + i0+"/finish_reason",schemaPath:"#/properties/steps/items/properties/finish_reason/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if("tool_calls" !== data14){
const err29 = {instancePath:instancePath+"/steps/" + i0+"/finish_reason",schemaPath:"#/properties/steps/items/properties/finish_reason/anyOf/1/const",keyword:"const",params:{allowedValue: "tool_calls"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid1 = _errs40 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs42 = errors;
if(typeof data14 !== "string"){
const err30 = {instancePath:instancePath+"/steps/" + i0+"/finish_reason",schemaPath:"#/properties/steps/items/properties/finish_reason/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if("length" !== data14){
const err31 = {instancePath:instancePath+"/steps/" + i0+"/finish_reason",schemaPath:"#/properties/steps/items/properties/finish_reason/anyOf/2/const",keyword:"const",params:{allowedValue: "length"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
var _valid1 = _errs42 === errors;
valid8 = valid8 || _valid1;
if(!valid8){
const _errs44 = errors;
if(typeof data14 !== "string"){
const err32 = {instancePath:instancePath+"/steps/" + i0+"/finish_reason",schemaPath:"#/properties/steps/items/properties/finish_reason/anyOf/3/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if("content_filter" !== data14){
const err33 = {instancePath:instancePath+"/steps/" + i0+"/finish_reason",schemaPath:"#/properties/steps/items/properties/finish_reason/anyOf/3/const",keyword:"const",params:{allowedValue: "content_filter"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid1 = _errs44 === errors;
valid8 = valid8 || _valid1;
}
}
}
if(!valid8){
const err34 = {instancePath:instancePath+"/steps/" + i0+"/finish_reason",schemaPath:"#/properties/steps/items/properties/finish_reason/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
}
}
if(data5.usage !== undefined){
let data15 = data5.usage;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.input === undefined){
const err35 = {instancePath:instancePath+"/steps/" + i0+"/usage",schemaPath:"#/properties/steps/items/properties/usage/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data15.output === undefined){
const err36 = {instancePath:instancePath+"/steps/" + i0+"/usage",schemaPath:"#/properties/steps/items/properties/usage/required",keyword:"required",params:{missingProperty: "output"},message:"must have required property '"+"output"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key3 in data15){
if(!((key3 === "input") || (key3 === "output"))){
const err37 = {instancePath:instancePath+"/steps/" + i0+"/usage",schemaPath:"#/properties/steps/items/properties/usage/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data15.input !== undefined){
let data16 = data15.input;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err38 = {instancePath:instancePath+"/steps/" + i0+"/usage/input",schemaPath:"#/properties/steps/items/properties/usage/properties/input/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 < 0 || isNaN(data16)){
const err39 = {instancePath:instancePath+"/steps/" + i0+"/usage/input",schemaPath:"#/properties/steps/items/properties/usage/properties/input/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
}
if(data15.output !== undefined){
let data17 = data15.output;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err40 = {instancePath:instancePath+"/steps/" + i0+"/usage/output",schemaPath:"#/properties/steps/items/properties/usage/properties/output/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 < 0 || isNaN(data17)){
const err41 = {instancePath:instancePath+"/steps/" + i0+"/usage/output",schemaPath:"#/properties/steps/items/properties/usage/properties/output/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
}
else {
const err42 = {instancePath:instancePath+"/steps/" + i0+"/usage",schemaPath:"#/properties/steps/items/properties/usage/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data5.timing !== undefined){
let data18 = data5.timing;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key4 in data18){
if(!((((key4 === "ttft_ms") || (key4 === "chunk_chars")) || (key4 === "interval_ms")) || (key4 === "pieces"))){
const err43 = {instancePath:instancePath+"/steps/" + i0+"/timing",schemaPath:"#/properties/steps/items/properties/timing/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data18.ttft_ms !== undefined){
let data19 = data18.ttft_ms;
if(typeof data19 == "number"){
if(data19 < 0 || isNaN(data19)){
const err44 = {instancePath:instancePath+"/steps/" + i0+"/timing/ttft_ms",schemaPath:"#/properties/steps/items/properties/timing/properties/ttft_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/steps/" + i0+"/timing/ttft_ms",schemaPath:"#/properties/steps/items/properties/timing/properties/ttft_ms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data18.chunk_chars !== undefined){
let data20 = data18.chunk_chars;
if(!((typeof data20 == "number") && (!(data20 % 1) && !isNaN(data20)))){
const err46 = {instancePath:instancePath+"/steps/" + i0+"/timing/chunk_chars",schemaPath:"#/properties/steps/items/properties/timing/properties/chunk_chars/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(typeof data20 == "number"){
if(data20 < 1 || isNaN(data20)){
const err47 = {instancePath:instancePath+"/steps/" + i0+"/timing/chunk_chars",schemaPath:"#/properties/steps/items/properties/timing/properties/chunk_chars/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
if(data18.interval_ms !== undefined){
let data21 = data18.interval_ms;
if(typeof data21 == "number"){
if(data21 < 0 || isNaN(data21)){
const err48 = {instancePath:instancePath+"/steps/" + i0+"/timing/interval_ms",schemaPath:"#/properties/steps/items/properties/timing/properties/interval_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/steps/" + i0+"/timing/interval_ms",schemaPath:"#/properties/steps/items/properties/timing/properties/interval_ms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data18.pieces !== undefined){
let data22 = data18.pieces;
if(Array.isArray(data22)){
const len2 = data22.length;
for(let i2=0; i2<len2; i2++){
let data23 = data22[i2];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.kind === undefined){
const err50 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2,schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(data23.text === undefined){
const err51 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2,schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
if(data23.at_ms === undefined){
const err52 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2,schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/required",keyword:"required",params:{missingProperty: "at_ms"},message:"must have required property '"+"at_ms"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
for(const key5 in data23){
if(!(((key5 === "kind") || (key5 === "text")) || (key5 === "at_ms"))){
const err53 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2,schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data23.kind !== undefined){
let data24 = data23.kind;
const _errs68 = errors;
let valid14 = false;
const _errs69 = errors;
if(typeof data24 !== "string"){
const err54 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2+"/kind",schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/properties/kind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if("text" !== data24){
const err55 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2+"/kind",schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/properties/kind/anyOf/0/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid2 = _errs69 === errors;
valid14 = valid14 || _valid2;
if(!valid14){
const _errs71 = errors;
if(typeof data24 !== "string"){
const err56 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2+"/kind",schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/properties/kind/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if("reasoning" !== data24){
const err57 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2+"/kind",schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/properties/kind/anyOf/1/const",keyword:"const",params:{allowedValue: "reasoning"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
var _valid2 = _errs71 === errors;
valid14 = valid14 || _valid2;
}
if(!valid14){
const err58 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2+"/kind",schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/properties/kind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
else {
errors = _errs68;
if(vErrors !== null){
if(_errs68){
vErrors.length = _errs68;
}
else {
vErrors = null;
}
}
}
}
if(data23.text !== undefined){
if(typeof data23.text !== "string"){
const err59 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2+"/text",schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data23.at_ms !== undefined){
let data26 = data23.at_ms;
if(typeof data26 == "number"){
if(data26 < 0 || isNaN(data26)){
const err60 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2+"/at_ms",schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/properties/at_ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
else {
const err61 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2+"/at_ms",schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/properties/at_ms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces/" + i2,schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/steps/" + i0+"/timing/pieces",schemaPath:"#/properties/steps/items/properties/timing/properties/pieces/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/steps/" + i0+"/timing",schemaPath:"#/properties/steps/items/properties/timing/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data5.fault !== undefined){
let data27 = data5.fault;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(Object.keys(data27).length < 1){
const err65 = {instancePath:instancePath+"/steps/" + i0+"/fault",schemaPath:"#/properties/steps/items/properties/fault/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
for(const key6 in data27){
if(!(func2.call(schema11.properties.steps.items.properties.fault.properties, key6))){
const err66 = {instancePath:instancePath+"/steps/" + i0+"/fault",schemaPath:"#/properties/steps/items/properties/fault/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data27.http_status !== undefined){
let data28 = data27.http_status;
if(!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))){
const err67 = {instancePath:instancePath+"/steps/" + i0+"/fault/http_status",schemaPath:"#/properties/steps/items/properties/fault/properties/http_status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(typeof data28 == "number"){
if(data28 > 599 || isNaN(data28)){
const err68 = {instancePath:instancePath+"/steps/" + i0+"/fault/http_status",schemaPath:"#/properties/steps/items/properties/fault/properties/http_status/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data28 < 400 || isNaN(data28)){
const err69 = {instancePath:instancePath+"/steps/" + i0+"/fault/http_status",schemaPath:"#/properties/steps/items/properties/fault/properties/http_status/minimum",keyword:"minimum",params:{comparison: ">=", limit: 400},message:"must be >= 400"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
if(data27.headers !== undefined){
let data29 = data27.headers;
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
for(const key7 in data29){
if(pattern1.test(key7)){
if(typeof data29[key7] !== "string"){
const err70 = {instancePath:instancePath+"/steps/" + i0+"/fault/headers/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/steps/items/properties/fault/properties/headers/patternProperties/%5E(.*)%24/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
}
else {
const err71 = {instancePath:instancePath+"/steps/" + i0+"/fault/headers",schemaPath:"#/properties/steps/items/properties/fault/properties/headers/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data27.error_frame_after !== undefined){
let data31 = data27.error_frame_after;
if(!((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31)))){
const err72 = {instancePath:instancePath+"/steps/" + i0+"/fault/error_frame_after",schemaPath:"#/properties/steps/items/properties/fault/properties/error_frame_after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(typeof data31 == "number"){
if(data31 < 0 || isNaN(data31)){
const err73 = {instancePath:instancePath+"/steps/" + i0+"/fault/error_frame_after",schemaPath:"#/properties/steps/items/properties/fault/properties/error_frame_after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
if(data27.cut_after !== undefined){
let data32 = data27.cut_after;
if(!((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32)))){
const err74 = {instancePath:instancePath+"/steps/" + i0+"/fault/cut_after",schemaPath:"#/properties/steps/items/properties/fault/properties/cut_after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(typeof data32 == "number"){
if(data32 < 0 || isNaN(data32)){
const err75 = {instancePath:instancePath+"/steps/" + i0+"/fault/cut_after",schemaPath:"#/properties/steps/items/properties/fault/properties/cut_after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
if(data27.eof_without_finish !== undefined){
let data33 = data27.eof_without_finish;
if(typeof data33 !== "boolean"){
const err76 = {instancePath:instancePath+"/steps/" + i0+"/fault/eof_without_finish",schemaPath:"#/properties/steps/items/properties/fault/properties/eof_without_finish/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(true !== data33){
const err77 = {instancePath:instancePath+"/steps/" + i0+"/fault/eof_without_finish",schemaPath:"#/properties/steps/items/properties/fault/properties/eof_without_finish/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
if(data27.malformed_after !== undefined){
let data34 = data27.malformed_after;
if(!((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34)))){
const err78 = {instancePath:instancePath+"/steps/" + i0+"/fault/malformed_after",schemaPath:"#/properties/steps/items/properties/fault/properties/malformed_after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(typeof data34 == "number"){
if(data34 < 0 || isNaN(data34)){
const err79 = {instancePath:instancePath+"/steps/" + i0+"/fault/malformed_after",schemaPath:"#/properties/steps/items/properties/fault/properties/malformed_after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
if(data27.stall_after !== undefined){
let data35 = data27.stall_after;
if(!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35)))){
const err80 = {instancePath:instancePath+"/steps/" + i0+"/fault/stall_after",schemaPath:"#/properties/steps/items/properties/fault/properties/stall_after/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(typeof data35 == "number"){
if(data35 < 0 || isNaN(data35)){
const err81 = {instancePath:instancePath+"/steps/" + i0+"/fault/stall_after",schemaPath:"#/properties/steps/items/properties/fault/properties/stall_after/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
if(data27.ms !== undefined){
let data36 = data27.ms;
if(typeof data36 == "number"){
if(data36 < 0 || isNaN(data36)){
const err82 = {instancePath:instancePath+"/steps/" + i0+"/fault/ms",schemaPath:"#/properties/steps/items/properties/fault/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/steps/" + i0+"/fault/ms",schemaPath:"#/properties/steps/items/properties/fault/properties/ms/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/steps/" + i0+"/fault",schemaPath:"#/properties/steps/items/properties/fault/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data5.expect !== undefined){
let data37 = data5.expect;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
for(const key8 in data37){
if(!((((((((key8 === "tools_offered") || (key8 === "tools_include")) || (key8 === "tools_exclude")) || (key8 === "reasoning_in_history")) || (key8 === "system_first")) || (key8 === "system_messages")) || (key8 === "images")) || (key8 === "last_tool_result"))){
const err85 = {instancePath:instancePath+"/steps/" + i0+"/expect",schemaPath:"#/properties/steps/items/properties/expect/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data37.tools_offered !== undefined){
if(typeof data37.tools_offered !== "boolean"){
const err86 = {instancePath:instancePath+"/steps/" + i0+"/expect/tools_offered",schemaPath:"#/properties/steps/items/properties/expect/properties/tools_offered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data37.tools_include !== undefined){
let data39 = data37.tools_include;
if(Array.isArray(data39)){
const len3 = data39.length;
for(let i3=0; i3<len3; i3++){
if(typeof data39[i3] !== "string"){
const err87 = {instancePath:instancePath+"/steps/" + i0+"/expect/tools_include/" + i3,schemaPath:"#/properties/steps/items/properties/expect/properties/tools_include/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
}
else {
const err88 = {instancePath:instancePath+"/steps/" + i0+"/expect/tools_include",schemaPath:"#/properties/steps/items/properties/expect/properties/tools_include/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data37.tools_exclude !== undefined){
let data41 = data37.tools_exclude;
if(Array.isArray(data41)){
const len4 = data41.length;
for(let i4=0; i4<len4; i4++){
if(typeof data41[i4] !== "string"){
const err89 = {instancePath:instancePath+"/steps/" + i0+"/expect/tools_exclude/" + i4,schemaPath:"#/properties/steps/items/properties/expect/properties/tools_exclude/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/steps/" + i0+"/expect/tools_exclude",schemaPath:"#/properties/steps/items/properties/expect/properties/tools_exclude/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data37.reasoning_in_history !== undefined){
if(typeof data37.reasoning_in_history !== "boolean"){
const err91 = {instancePath:instancePath+"/steps/" + i0+"/expect/reasoning_in_history",schemaPath:"#/properties/steps/items/properties/expect/properties/reasoning_in_history/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data37.system_first !== undefined){
if(typeof data37.system_first !== "boolean"){
const err92 = {instancePath:instancePath+"/steps/" + i0+"/expect/system_first",schemaPath:"#/properties/steps/items/properties/expect/properties/system_first/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data37.system_messages !== undefined){
let data45 = data37.system_messages;
if(!((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45)))){
const err93 = {instancePath:instancePath+"/steps/" + i0+"/expect/system_messages",schemaPath:"#/properties/steps/items/properties/expect/properties/system_messages/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(typeof data45 == "number"){
if(data45 < 0 || isNaN(data45)){
const err94 = {instancePath:instancePath+"/steps/" + i0+"/expect/system_messages",schemaPath:"#/properties/steps/items/properties/expect/properties/system_messages/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
if(data37.images !== undefined){
if(typeof data37.images !== "boolean"){
const err95 = {instancePath:instancePath+"/steps/" + i0+"/expect/images",schemaPath:"#/properties/steps/items/properties/expect/properties/images/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data37.last_tool_result !== undefined){
let data47 = data37.last_tool_result;
const _errs120 = errors;
let valid22 = false;
const _errs121 = errors;
if(typeof data47 !== "boolean"){
const err96 = {instancePath:instancePath+"/steps/" + i0+"/expect/last_tool_result",schemaPath:"#/properties/steps/items/properties/expect/properties/last_tool_result/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(true !== data47){
const err97 = {instancePath:instancePath+"/steps/" + i0+"/expect/last_tool_result",schemaPath:"#/properties/steps/items/properties/expect/properties/last_tool_result/anyOf/0/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid3 = _errs121 === errors;
valid22 = valid22 || _valid3;
if(!valid22){
const _errs123 = errors;
if(typeof data47 === "string"){
if(func3(data47) < 1){
const err98 = {instancePath:instancePath+"/steps/" + i0+"/expect/last_tool_result",schemaPath:"#/properties/steps/items/properties/expect/properties/last_tool_result/anyOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/steps/" + i0+"/expect/last_tool_result",schemaPath:"#/properties/steps/items/properties/expect/properties/last_tool_result/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid3 = _errs123 === errors;
valid22 = valid22 || _valid3;
}
if(!valid22){
const err100 = {instancePath:instancePath+"/steps/" + i0+"/expect/last_tool_result",schemaPath:"#/properties/steps/items/properties/expect/properties/last_tool_result/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
else {
errors = _errs120;
if(vErrors !== null){
if(_errs120){
vErrors.length = _errs120;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err101 = {instancePath:instancePath+"/steps/" + i0+"/expect",schemaPath:"#/properties/steps/items/properties/expect/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data5.repeat !== undefined){
if(typeof data5.repeat !== "boolean"){
const err102 = {instancePath:instancePath+"/steps/" + i0+"/repeat",schemaPath:"#/properties/steps/items/properties/repeat/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
else {
const err103 = {instancePath:instancePath+"/steps/" + i0,schemaPath:"#/properties/steps/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
}
else {
const err104 = {instancePath:instancePath+"/steps",schemaPath:"#/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
else {
const err105 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export const validate = validate10 as unknown as ValidateFunction;
